import QuiltCore

extension HTMLRenderer {
    /// The view a section (or the page) shows in `state` in place of its
    /// items: a box at `frame` (relative to `origin`) with the view's title
    /// and, for a failed view that offers it, a Retry button
    /// (`data-action="retry"`, for a live page to perform the loader's
    /// `retry` intent). `attributes` are the element's `data-` attributes;
    /// `inner` is added after the title and button.
    static func stateView(
        _ state: SectionState, view: PlaceholderSpec?, frame: Rect, origin: Point, attributes: String, inner: String = ""
    ) -> String {
        var html =
            "<div class=\"quilt-el quilt-placeholder quilt-state-\(state.rawValue)\" \(attributes) data-state=\"\(state.rawValue)\" style=\"\(box(frame, in: origin))\">"
        if let title = view?.title { html += "<span class=\"quilt-state-title\">\(MarkupText.text(title))</span>" }
        if state == .failed, view?.retry == true {
            html += "<button type=\"button\" class=\"quilt-retry\" data-action=\"retry\">Retry</button>"
        }
        return html + inner + "</div>\n"
    }
}
