/// A section header or footer: a full-width element above or below the items.
public struct SupplementarySpec: Hashable, Sendable {
    /// Height in points.
    public var height: Double
    /// Sticks to the viewport while its section is on screen: a header to
    /// its top, a footer to its bottom.
    public var pinned: Bool
    /// Text to show (renderers), if any.
    public var title: String?
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a header or footer.
    public init(height: Double, pinned: Bool = false, title: String? = nil, location: SourceLocation = .unknown) {
        self.height = height
        self.pinned = pinned
        self.title = title
        self.location = location
    }
}
