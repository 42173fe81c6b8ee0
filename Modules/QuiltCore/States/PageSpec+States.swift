extension PageSpec {
    /// The page-level state: nil while any section has items; otherwise
    /// `loading` when any section is loading (the first load), else `failed`
    /// when any failed, else `empty` (every section loaded or static, and
    /// empty; a page without sections too). Sections the page's `states:`
    /// ignore (`ignoring:`) do not count. O(sections).
    public var shownState: SectionState? {
        var loading = false
        var failed = false
        let ignored = states?.ignoredSections ?? []
        for section in sections where ignored.isEmpty || !ignored.contains(section.id) {
            switch section.shownState {
            case .content: return nil
            case .loading: loading = true
            case .failed: failed = true
            case .empty: break
            }
        }
        return loading ? .loading : failed ? .failed : .empty
    }

    /// The page-level view shown in place of every section, when the page
    /// is in a state it has a view for.
    public var shownView: (state: SectionState, view: PlaceholderSpec)? {
        guard let states, let state = shownState, let view = states[state] else { return nil }
        return (state, view)
    }

    /// Reports an `ignoring:` id that names no section (`unknown-value`, with
    /// the closest id), then warns `ineffective-option` at each page state
    /// view the page can never show: `loading` and `failed` when no counted
    /// section has a `source`, `empty` when no counted section has a
    /// `source` and every one has inline items.
    static func reportUnreachableStates(
        _ views: StateViews, written: ConfigNode, sections allSections: [SectionSpec], context: inout DecodingContext
    ) {
        let ids = allSections.map { $0.id }
        if let list = written["ignoring"], list.elements != nil {
            context.reportUnknownNames(
                views.ignoredSections, written: list, known: ids, note: "sections: " + ids.joined(separator: ", ")
            ) { "'ignoring' names no section '\($0)'" }
        }
        let sections = allSections.filter { !views.ignoredSections.contains($0.id) }
        guard !sections.contains(where: { $0.source != nil }) else { return }
        views.reportUnreachable(
            written: written, neverLoads: "no section of the page has a 'source', so it never loads",
            neverEmpty: !sections.isEmpty && sections.allSatisfy { !$0.items.isEmpty }
                ? "every section of the page has inline items and none loads" : nil,
            context: &context)
    }
}

extension PageSpec {
    /// The page with section `id` put in `state`, to look at a state's view
    /// without loading (`quilt render --state feed=failed`, a preview's state
    /// switcher): `loading`, `empty` and `failed` drop the section's items
    /// and set its load state to match; `content` leaves it as it is. Nil
    /// when no section has that id.
    public func showing(_ state: SectionState, inSection id: String) -> PageSpec? {
        guard let index = sections.firstIndex(where: { $0.id == id }) else { return nil }
        var page = self
        switch state {
        case .content: return page
        case .loading: page.sections[index].loadState = .loading
        case .empty: page.sections[index].loadState = .loaded
        case .failed: page.sections[index].loadState = .failed(message: "shown on request")
        }
        page.sections[index].items = []
        return page
    }
}
