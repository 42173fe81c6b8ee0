import QuiltCore

/// Reads points written `[x, y]` or `{x: …, y: …}`: gradient end points (in
/// the unit square) and shadow offsets (in points).
enum DecorationPoint {
    /// Decodes a point; with `unit`, both coordinates must lie in
    /// ``NumberRange/unitInterval``, else in ``NumberRange/signedLength``.
    static func decode(_ node: ConfigNode, unit: Bool, context: inout DecodingContext) -> Point? {
        let range: NumberRange = unit ? .unitInterval : .signedLength
        let subject = unit ? "a unit point's coordinate" : "a coordinate"
        let expectation = "[x, y] or {x, y}"
        var coordinates: [(value: Double, node: ConfigNode)] = []
        if let elements = node.elements {
            guard elements.count == 2 else {
                context.error(.wrongType, "a point must be \(expectation), found \(elements.count) numbers", at: node)
                return nil
            }
            for element in elements {
                guard let value = range.decode(element, subject: subject, context: &context) else { return nil }
                coordinates.append((value, element))
            }
        } else if node.pairs != nil {
            guard var reader = MappingReader(node, context: &context, what: "point") else { return nil }
            let x = reader.require("x", context: &context, what: "a point")
            let y = reader.require("y", context: &context, what: "a point")
            reader.finish(context: &context, where: "point")
            guard let x, let y, let xValue = range.decode(x, subject: "'x'", context: &context),
                let yValue = range.decode(y, subject: "'y'", context: &context)
            else { return nil }
            coordinates = [(xValue, x), (yValue, y)]
        } else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        return Point(x: coordinates[0].value, y: coordinates[1].value)
    }

    /// `{x, y}` as an attribute value.
    static func attribute(_ point: Point) -> DataValue {
        .object([DecorationAttribute.x: .number(point.x), DecorationAttribute.y: .number(point.y)])
    }
}
