import QuiltCore

/// `contents: {color: "#8091a5"}`: a solid fill.
///
/// Colours are `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (quoted: an unquoted `#`
/// starts a YAML comment) or a CSS 2.1 name (``RGBAColor/named``).
public struct ColorContents: DecorationContentsKind {
    /// `color`.
    public let name = "color"

    /// Creates the kind.
    public init() {}

    /// Reads the colour.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> RGBAColor? {
        RGBAColor.decode(node, context: &context)
    }

    /// `color: #rrggbbaa`.
    public func attributes(for value: RGBAColor) -> [String: DataValue] {
        [DecorationAttribute.color: .string(value.hex)]
    }
}
