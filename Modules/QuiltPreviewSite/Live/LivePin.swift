/// Where a pinned header sits at the reported offset (``LayoutSnapshot/pinnedHeaders(atOffset:)``):
/// its page y, and whether that differs from its place in the page (then
/// the live page holds it over the content, still while scrolling).
struct LivePin: Hashable, Sendable {
    /// The header's element key.
    var key: String
    /// Its page y at the offset.
    var y: Double
    /// True when it is not at its own place (stuck to the top, or pushed up).
    var stuck: Bool
}
