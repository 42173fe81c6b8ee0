/// What a section shows in place of its items when it has none
/// (EaseModule's `needPlacehold` / `placeholdHeight`), and the view of each
/// state in `states:` (``StateViews``).
public struct PlaceholderSpec: Hashable, Sendable {
    /// Height in points; it wins over a horizontal strip's content height.
    public var height: Double
    /// Text to show (renderers), if any; with `{{request.key}}` slots,
    /// what they give (nil until filled, see ``titleTemplate``).
    public var title: String?
    /// The title as written when it has `{{request.key}}` slots.
    public var titleTemplate: String?
    /// A failed state's view only: it offers to load again (renderers draw a
    /// Retry button; a UI performs the loader's `retry` intent).
    public var retry: Bool
    /// What tapping the view does (`action:`: an intent or `{open: URL}`),
    /// over the Retry button's `retry`; nil for nothing beyond that button.
    public var action: TapAction?
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a placeholder.
    public init(height: Double, title: String? = nil, retry: Bool = false, location: SourceLocation = .unknown) {
        self.height = height
        (self.title, self.titleTemplate) = TitleText.split(title)
        self.retry = retry
        self.location = location
    }

    /// True when the two draw the same (locations aside).
    public func looksLike(_ other: PlaceholderSpec) -> Bool {
        height == other.height && title == other.title && titleTemplate == other.titleTemplate && retry == other.retry
            && action == other.action
    }
}
