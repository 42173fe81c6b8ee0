/// The decoded options of one section's layout. Each family defines its own
/// type; the engine reads only what every family shares.
public protocol LayoutOptions: Sendable {
    /// Whether items wrap downwards or fill a sideways-scrolling strip.
    var arrange: Arrange { get }
    /// Space between the section's items area and its items.
    var inset: EdgeInsets { get }
    /// How a horizontal strip settles after scrolling (ignored when vertical).
    var scrolling: ScrollingBehavior { get }
}
