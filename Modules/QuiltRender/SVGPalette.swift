import QuiltCore

/// The colours of the picture's own parts (background, page, item boxes,
/// captions, header and footer bars) in one appearance; decorations bring
/// their own. The dark values are iOS's dark system colours, as the HTML
/// page's dark stylesheet uses them.
struct SVGPalette: Hashable, Sendable {
    /// Behind the pages.
    var background: String
    /// Page captions.
    var caption: String
    /// A page's own background.
    var page: String
    /// An item box's fill and outline.
    var itemFill: String
    var itemStroke: String
    /// The image placeholder inside an item.
    var imageFill: String
    /// Item and header titles, measured texts.
    var text: String
    /// An item's id shown for want of a title.
    var mutedText: String
    /// Pinned header and footer bars.
    var bar: String
    /// The hairline under a header and over a footer (drawn at 8 % opacity).
    var rule: String
    /// A footer's title and its "Show all" toggle.
    var footerText: String
    var toggleText: String

    /// The colours of `appearance`.
    static func of(_ appearance: Appearance) -> SVGPalette {
        appearance == .light ? light : dark
    }

    static let light = SVGPalette(
        background: "#eceef1", caption: "#5b6472", page: "#ffffff", itemFill: "#ffffff", itemStroke: "#d5d9df",
        imageFill: "#e6e9ee", text: "#1d2129", mutedText: "#8a93a0", bar: "#fafbfc", rule: "#000000",
        footerText: "#4b5563", toggleText: "#2563eb")

    static let dark = SVGPalette(
        background: "#111214", caption: "#98989f", page: "#000000", itemFill: "#1c1c1e", itemStroke: "#3a3a3c",
        imageFill: "#2c2c2e", text: "#e5e5ea", mutedText: "#8e8e93", bar: "#1c1c1e", rule: "#ffffff",
        footerText: "#98989f", toggleText: "#0a84ff")
}
