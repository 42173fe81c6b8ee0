/// An element a section attachment adds to the layout, such as a decoration.
public struct AttachedElement: Hashable, Sendable {
    /// What it is (`decoration`), as shown in JSON output.
    public var kind: String
    /// Its frame in page coordinates.
    public var frame: Rect
    /// Drawing order relative to the section's items (at 0); negative is behind.
    public var zIndex: Int
    /// What renderers need to draw it (colours, gradient, radius, …).
    public var attributes: [String: DataValue]

    /// Creates an element.
    public init(kind: String, frame: Rect, zIndex: Int = -1, attributes: [String: DataValue] = [:]) {
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
        self.attributes = attributes
    }
}
