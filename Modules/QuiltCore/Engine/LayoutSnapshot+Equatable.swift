extension LayoutSnapshot: Hashable {
    /// Equal when the page, width, height, direction, page state view and every section are.
    public static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        lhs.pageID == rhs.pageID && lhs.width == rhs.width && lhs.contentHeight == rhs.contentHeight
            && lhs.direction == rhs.direction && lhs.stateView == rhs.stateView
            && lhs.sections == rhs.sections
    }

    /// Hashes the page, width, height and sections.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pageID)
        hasher.combine(width)
        hasher.combine(contentHeight)
        hasher.combine(sections)
    }
}
