import QuiltCore

/// A shadow under a decoration (Core Animation's `shadowColor`,
/// `shadowOffset`, `shadowOpacity`, `shadowRadius`), allowed beside any
/// contents kind: `shadow: {color: red, offset: [0, 2], opacity: 0.5, radius: 3}`.
public struct DecorationShadow: Hashable, Sendable {
    /// The shadow's colour (default black).
    public var color: RGBAColor
    /// How far the shadow is moved, in points (default none).
    public var offset: Point
    /// Multiplies the colour's alpha, 0…1 (default 1: the colour as written).
    public var opacity: Double
    /// Blur radius in points, ≥ 0 (default 3, Core Animation's). Renderers
    /// blur with a Gaussian of this standard deviation: CSS `box-shadow` blur
    /// `2 × radius`, SVG `stdDeviation = radius`.
    public var radius: Double

    /// Creates a shadow.
    public init(color: RGBAColor = .black, offset: Point = .zero, opacity: Double = 1, radius: Double = 3) {
        self.color = color
        self.offset = offset
        self.opacity = opacity
        self.radius = radius
    }

    /// Reads `{color, offset, opacity, radius}`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> DecorationShadow? {
        guard var reader = MappingReader(node, context: &context, what: "shadow") else { return nil }
        var shadow = DecorationShadow()
        var valid = true
        if let colorNode = reader.node("color") {
            if let color = RGBAColor.decode(colorNode, context: &context) {
                shadow.color = color
            } else {
                valid = false
            }
        } else if let written = node["color"] {
            // `color: #f00` unquoted is a YAML comment, leaving null.
            _ = RGBAColor.decode(written, context: &context)
            valid = false
        }
        if let offsetNode = reader.node("offset") {
            if let offset = DecorationPoint.decode(offsetNode, unit: false, context: &context) {
                shadow.offset = offset
            } else {
                valid = false
            }
        }
        if reader.node("opacity") != nil {
            if let opacity = reader.decode("opacity", in: .unitInterval, context: &context) {
                shadow.opacity = opacity
            } else {
                valid = false
            }
        }
        if reader.node("radius") != nil {
            if let radius = reader.decode("radius", in: .length, context: &context) {
                shadow.radius = radius
            } else {
                valid = false
            }
        }
        reader.finish(context: &context, where: "shadow")
        return valid ? shadow : nil
    }

    /// `{color, offset, opacity, radius}` as an attribute value.
    public var attribute: DataValue {
        .object([
            DecorationAttribute.color: .string(color.hex),
            DecorationAttribute.offset: DecorationPoint.attribute(offset),
            DecorationAttribute.opacity: .number(opacity),
            DecorationAttribute.radius: .number(radius),
        ])
    }
}
