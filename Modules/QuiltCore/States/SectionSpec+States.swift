extension SectionSpec {
    /// The state the section shows: `content` when it has items, else what
    /// its ``loadState`` says (`loading`, `failed`, or `empty`).
    public var shownState: SectionState {
        loadState.shownState(hasItems: !items.isEmpty)
    }

    /// What the section shows in place of its items in `state`: the state's
    /// own view, else the placeholder; nil for `content`.
    public func view(for state: SectionState) -> PlaceholderSpec? {
        guard state != .content else { return nil }
        return states?[state] ?? placeholder
    }

    /// Warns `ineffective-option` at each state view a section can never
    /// show: `loading` and `failed` on a section without a `source` (nothing
    /// loads), `empty` on one with inline items and no `source` (it is never
    /// empty). `written` is the `states:` mapping the section wrote itself.
    static func reportUnreachableStates(
        _ views: StateViews, written: ConfigNode, source: String?, itemCount: Int, id: String,
        context: inout DecodingContext
    ) {
        guard source == nil else { return }
        views.reportUnreachable(
            written: written, neverLoads: "section '\(id)' has no 'source', so it never loads",
            neverEmpty: itemCount > 0 ? "section '\(id)' has inline items and no 'source', so it is never empty" : nil,
            context: &context)
    }
}
