import QuiltCore

/// `contents: {gradient: {start: [0.5, 0], end: [0.5, 1], colors: ["#FF9E5C", "#FF659F"]}}`.
///
/// `start` and `end` are unit points (`[x, y]` or `{x, y}`, each coordinate in
/// 0…1, default top centre to bottom centre) and must differ; `colors` needs at
/// least two; `locations`, when given, one per colour in 0…1, non-decreasing
/// (default evenly spaced).
public struct GradientContents: DecorationContentsKind {
    /// `gradient`.
    public let name = "gradient"

    /// The `gradient` decoration contents, ready to register: it holds no settings, which a page writes per use.
    public init() {}

    /// Reads and checks the gradient; see the type's documentation.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> DecorationGradient? {
        guard var reader = MappingReader(node, context: &context, what: "gradient") else { return nil }
        var valid = true
        func point(_ key: String, default value: Point) -> Point {
            guard let node = reader.node(key) else { return value }
            guard let point = DecorationPoint.decode(node, unit: true, context: &context) else {
                valid = false
                return value
            }
            return point
        }
        let start = point("start", default: Point(x: 0.5, y: 0))
        let end = point("end", default: Point(x: 0.5, y: 1))
        if valid, start == end {
            context.error(
                .outOfRange, "a gradient's 'start' and 'end' must differ",
                at: reader.node("end") ?? reader.node("start") ?? node)
            valid = false
        }

        var colors: [AdaptiveColor] = []
        let colorsNode = reader.require("colors", context: &context, what: "gradient")
        if let colorsNode {
            if let elements = colorsNode.elements {
                for element in elements {
                    if let color = AdaptiveColor.decode(element, context: &context) {
                        colors.append(color)
                    } else {
                        valid = false
                    }
                }
                if elements.count < 2 {
                    context.error(
                        .outOfRange, "'colors' must have at least 2 colours, found \(elements.count)", at: colorsNode)
                    valid = false
                }
            } else {
                context.typeMismatch(expected: "a sequence of colours", at: colorsNode, key: "colors")
                valid = false
            }
        } else {
            valid = false
        }

        var locations: [Double]?
        if let locationsNode = reader.node("locations") {
            locations = Self.locations(locationsNode, colorCount: colorsNode?.elements?.count, context: &context)
            if locations == nil { valid = false }
        }
        reader.finish(context: &context, where: "gradient")
        guard valid else { return nil }
        return DecorationGradient(start: start, end: end, colors: colors, locations: locations)
    }

    /// Reads `locations`: numbers in 0…1, non-decreasing, one per colour.
    private static func locations(_ node: ConfigNode, colorCount: Int?, context: inout DecodingContext) -> [Double]? {
        guard let elements = node.elements else {
            context.typeMismatch(expected: "a sequence of numbers", at: node, key: "locations")
            return nil
        }
        var values: [Double] = []
        var valid = true
        for element in elements {
            guard
                let value = NumberRange.unitInterval.decode(element, subject: "a gradient location", context: &context)
            else {
                valid = false
                continue
            }
            if let previous = values.last, value < previous {
                context.error(
                    .outOfRange,
                    "gradient locations must not decrease: \(JSONWriter.format(value)) follows \(JSONWriter.format(previous))",
                    at: element)
                valid = false
            }
            values.append(value)
        }
        if let colorCount, elements.count != colorCount {
            context.error(
                .outOfRange,
                "'locations' has \(elements.count) values but 'colors' has \(colorCount): give one location per colour",
                at: node)
            valid = false
        }
        return valid ? values : nil
    }

    /// `gradient: {start, end, colors, locations}`.
    public func attributes(for value: DecorationGradient) -> [String: DataValue] {
        [
            DecorationAttribute.gradient: .object([
                DecorationAttribute.start: DecorationPoint.attribute(value.start),
                DecorationAttribute.end: DecorationPoint.attribute(value.end),
                DecorationAttribute.colors: .array(value.colors.map({ $0.attributeValue })),
                DecorationAttribute.locations: .array(value.locations.map { .number($0) }),
            ])
        ]
    }
}
