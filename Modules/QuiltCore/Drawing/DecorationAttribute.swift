/// The attribute keys of decoration elements: what `QuiltDecoration` writes
/// into ``AttachedElement/attributes`` and what renderers read, named once so
/// both sides agree.
///
/// A decoration element (kind ``elementKind``) carries:
///
/// | key | value |
/// |---|---|
/// | ``contents`` | the contents kind's name (`color`, `image`, `gradient`, or a plugin's) |
/// | ``region`` | the region it covers (`onlyItem`, `containHeader`, `containFooter`, `all`) |
/// | ``radius`` | corner radius in points, or `{topLeft, topRight, bottomRight, bottomLeft}` |
/// | ``color`` | a fill colour, `#rrggbbaa` (colour contents; plugins may set it as a fallback fill) |
/// | ``image`` | `{url, fit}`: a URL or project-relative path, and an ``ImageFit`` name |
/// | ``gradient`` | `{start: {x, y}, end: {x, y}, colors: [#rrggbbaa…], locations: [0…1…]}`, points in the unit square of the frame |
/// | ``shadow`` | `{color: #rrggbbaa, offset: {x, y}, opacity: 0…1, radius}` |
///
/// Renderers must treat every value as untrusted: other attachments may write
/// the same keys, so colours are re-read with ``RGBAColor/init(hex:)`` and
/// URLs checked before use.
public enum DecorationAttribute {
    /// ``AttachedElement/kind`` of decorations: `decoration`.
    public static let elementKind = "decoration"
    /// The contents kind's name.
    public static let contents = "contents"
    /// The region name.
    public static let region = "region"
    /// Corner radius in points.
    public static let radius = "radius"
    /// A fill colour, `#rrggbbaa`.
    public static let color = "color"
    /// An image: an object with ``url`` and ``fit``.
    public static let image = "image"
    /// An image's URL or project-relative path.
    public static let url = "url"
    /// An image's ``ImageFit`` name.
    public static let fit = "fit"
    /// A gradient: an object with ``start``, ``end``, ``colors`` and ``locations``.
    public static let gradient = "gradient"
    /// A gradient's start point (`{x, y}` in the unit square).
    public static let start = "start"
    /// A gradient's end point (`{x, y}` in the unit square).
    public static let end = "end"
    /// A gradient's colours, `#rrggbbaa` each.
    public static let colors = "colors"
    /// A gradient's stop locations, one per colour, 0…1, non-decreasing.
    public static let locations = "locations"
    /// A shadow: an object with ``color``, ``offset``, ``opacity`` and ``radius``.
    public static let shadow = "shadow"
    /// A shadow's offset (`{x, y}` in points).
    public static let offset = "offset"
    /// A shadow's opacity, 0…1.
    public static let opacity = "opacity"
    /// The horizontal member of a point.
    public static let x = "x"
    /// The vertical member of a point.
    public static let y = "y"
}
