/// A section header or footer: a full-width element above or below the items.
public struct SupplementarySpec: Hashable, Sendable {
    /// Height in points.
    public var height: Double
    /// Sticks to the viewport while its section is on screen: a header to
    /// its top, a footer to its bottom.
    public var pinned: Bool
    /// Text to show (renderers), if any. A title written with
    /// `{{request.key}}` slots is what its slots give (``titleTemplate``),
    /// nil until a response fills them: a slot is never drawn as written.
    public var title: String?
    /// The title as written when it has `{{request.key}}` slots, nil
    /// otherwise; a loader fills ``title`` from it as responses arrive.
    public var titleTemplate: String?
    /// What tapping it does (`action:`), over a collapsible section's
    /// toggle; nil does what the section gives it (the toggle, or nothing).
    public var action: TapAction?
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a header or footer.
    /// A `title` with a `{{` slot becomes ``titleTemplate``, and the title
    /// nil until filled.
    public init(height: Double, pinned: Bool = false, title: String? = nil, location: SourceLocation = .unknown) {
        self.height = height
        self.pinned = pinned
        (self.title, self.titleTemplate) = TitleText.split(title)
        self.location = location
    }
}
