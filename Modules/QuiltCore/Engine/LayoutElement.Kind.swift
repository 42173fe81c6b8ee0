extension LayoutElement {
    /// What a laid-out element is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One of a section's displayed items.
        case item
        /// A section's header.
        case header
        /// A section's footer.
        case footer
        /// What an empty section shows in place of its items: the view of its
        /// state, or its placeholder.
        case placeholder
        /// An element an attachment added (a decoration).
        case decoration
        /// The page-level state view (``LayoutSnapshot/stateView``); its
        /// section index is −1 and its section id empty.
        case pageState
    }
}
