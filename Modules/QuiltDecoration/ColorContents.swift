import QuiltCore

/// `contents: {color: "#8091a5"}`: a solid fill; `{color: {light: "#ffffff",
/// dark: "#1c1c1e"}}` for one per appearance (``AdaptiveColor``).
///
/// Colours are `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (quoted: an unquoted `#`
/// starts a YAML comment) or a CSS 2.1 name (``RGBAColor/named``).
public struct ColorContents: DecorationContentsKind {
    /// `color`.
    public let name = "color"

    /// The `color` decoration contents, ready to register: it holds no settings, which a page writes per use.
    public init() {}

    /// Reads the colour.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> AdaptiveColor? {
        AdaptiveColor.decode(node, context: &context)
    }

    /// `color: #rrggbbaa`, or `{light, dark}` when the halves differ.
    public func attributes(for value: AdaptiveColor) -> [String: DataValue] {
        [DecorationAttribute.color: value.attributeValue]
    }
}
