/// The decoded options of one section's layout. Each family defines its own
/// type; the engine reads only what every family shares.
///
/// Options are compared (`Equatable`) when a page is edited: a section whose
/// options are unchanged keeps its layout.
public protocol LayoutOptions: Sendable, Equatable {
    /// Whether items wrap downwards or fill a sideways-scrolling strip.
    var arrange: Arrange { get }
    /// Space between the section's items area and its items.
    var inset: EdgeInsets { get }
    /// How a horizontal strip settles after scrolling (ignored when vertical).
    var scrolling: ScrollingBehavior { get }
    /// The family's `maxDisplay` cap, if it has one; nil by default.
    var maxDisplay: MaxDisplay? { get }
}

extension LayoutOptions {
    /// No cap.
    public var maxDisplay: MaxDisplay? { nil }
}
