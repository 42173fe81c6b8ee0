import QuiltCore

extension HTMLRenderer {
    /// The view a section (or the page) shows in `state` in place of its
    /// items: a box at `frame` (relative to `origin`) with the view's title
    /// and, for a failed view that offers it, a Retry button
    /// (`data-action="retry"`, for a live page to perform the loader's
    /// `retry` intent). A view with its own `action:` gets `data-tap` (the
    /// contract's string, spelled for section `sectionID`; the page's own
    /// view passes ""). `attributes` are the element's `data-` attributes;
    /// `inner` is added after the title and button. `accessible` adds the
    /// view's role for assistive technology (``SectionAccessibility/stateRole(_:)``:
    /// a loading view is a `status`, a failed one an `alert`).
    static func stateView(
        _ state: SectionState, view: PlaceholderSpec?, sectionID: String, frame: Rect, origin: Point,
        attributes: String, inner: String = "",
        accessible: Bool = false
    ) -> String {
        let offersRetry = state == .failed && view?.retry == true
        var role = ""
        if accessible {
            // A view with neither title, button nor action is only a shape.
            role =
                view?.title == nil && !offersRetry && view?.action == nil
                ? " aria-hidden=\"true\"" : SectionAccessibility.stateRole(state).map { " role=\"\($0)\"" } ?? ""
        }
        let tap = view?.action?.spelled(section: sectionID).map { " data-tap=\"\(MarkupText.attribute($0))\"" } ?? ""
        var html =
            "<div class=\"quilt-el quilt-placeholder quilt-state-\(state.rawValue)\" \(attributes) data-state=\"\(state.rawValue)\"\(role)\(tap) style=\"\(box(frame, in: origin))\">"
        if let title = view?.title { html += "<span class=\"quilt-state-title\">\(MarkupText.text(title))</span>" }
        if offersRetry {
            html += "<button type=\"button\" class=\"quilt-retry\" data-action=\"retry\">Retry</button>"
        }
        return html + inner + "</div>\n"
    }
}
