extension CornerRadii: ConfigDecodable {
    /// "a number or {topLeft, topRight, bottomLeft, bottomRight}".
    public static var expectation: String { "a number or {topLeft, topRight, bottomLeft, bottomRight}" }

    /// Reads `8` (every corner) or `{topLeft: 12, topRight: 12}` (missing
    /// corners are 0), each in ``NumberRange/length``.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> CornerRadii? {
        if node.pairs == nil {
            return NumberRange.length.decode(node, subject: "radius", context: &context).map(CornerRadii.init(all:))
        }
        guard var reader = MappingReader(node, context: &context, what: "radius") else { return nil }
        var radii = [Double]()
        for key in keys { radii.append(reader.decode(key, in: .length, context: &context) ?? 0) }
        reader.finish(context: &context, where: "radius")
        return CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3])
    }

    /// The radii as an element attribute: a number when every corner is the
    /// same, else `{topLeft, topRight, bottomRight, bottomLeft}`.
    public var attributeValue: DataValue {
        if let uniform { return .number(uniform) }
        return .object(DataObject(zip(Self.keys, values.map(DataValue.number))))
    }

    /// Reads an attribute written by ``attributeValue`` (or a plugin): a
    /// number, or an object whose corners are numbers; missing corners are
    /// 0; nil for anything else. Untrusted: negative or non-finite radii are
    /// left for ``clamped(to:)`` to zero.
    public init?(attribute value: DataValue?) {
        guard let value else { return nil }
        if let number = value.numberValue {
            self.init(all: number)
            return
        }
        guard case .object = value else { return nil }
        let radii = Self.keys.map { value[$0]?.numberValue ?? 0 }
        self.init(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3])
    }
}
