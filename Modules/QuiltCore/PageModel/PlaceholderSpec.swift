/// What a section shows in place of its items when it has none
/// (EaseModule's `needPlacehold` / `placeholdHeight`).
public struct PlaceholderSpec: Hashable, Sendable {
    /// Height in points; it wins over a horizontal strip's content height.
    public var height: Double
    /// Text to show (renderers), if any.
    public var title: String?
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a placeholder.
    public init(height: Double, title: String? = nil, location: SourceLocation = .unknown) {
        self.height = height
        self.title = title
        self.location = location
    }
}
