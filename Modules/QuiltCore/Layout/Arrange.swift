/// The direction a section's items flow.
///
/// `vertical` sections grow downwards and wrap at the page width; `horizontal`
/// sections are strips of fixed height that scroll sideways (orthogonal scrolling).
public enum Arrange: String, ConfigEnum, Hashable, Sendable {
    /// Items wrap into lines; the section grows downwards.
    case vertical
    /// Items fill a fixed-height strip that scrolls sideways.
    case horizontal
}
