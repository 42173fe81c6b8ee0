import QuiltCore

extension RGBAColor {
    /// The canonical way to write the colour in a page: lower-case
    /// `#rrggbb`, with the alpha pair only when the colour is not opaque
    /// (`#aabbcc`, `#aabbcc80`) — the engine's own `#rrggbbaa` spelling,
    /// shortened for opaque colours.
    var canonicalSpelling: String {
        alpha == 255 ? String(hex.prefix(7)) : hex
    }

    /// The colour a page value means: a hex spelling or a colour name.
    static func parse(_ text: String) -> RGBAColor? {
        RGBAColor(hex: text) ?? named[text.lowercased()]
    }
}
