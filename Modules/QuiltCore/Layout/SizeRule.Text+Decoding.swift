extension SizeRule.Text {
    /// Whether a text rule gives an item's width or its height: the
    /// default padding differs (12 left and right for a width, a chip's;
    /// none for a height).
    public enum Role: Sendable {
        /// The natural width (`text:`, `width: {text: …}`).
        case width
        /// The wrapped height (`height: {text: …}`, a stack part).
        case height
    }

    /// The largest `font`, `lineHeight` and padding side, in points.
    public static let maximumLength = 10_000.0
    /// The largest `maxLines`.
    public static let maximumLines = 1_000_000

    /// Reads `{field, family, weight, font, lineHeight, maxLines, padding}`;
    /// every key is optional. A family that is not registered, or has no
    /// face of the weight, is an `unknown-font` error and the rule is
    /// measured by the estimate.
    public static func decode(_ node: ConfigNode, role: Role, context: inout DecodingContext) -> SizeRule.Text? {
        guard var reader = MappingReader(node, context: &context, what: "'text'") else { return nil }
        var rule = SizeRule.Text(padding: role == .width ? EdgeInsets(left: 12, right: 12) : .zero)
        if let field = reader.decode("field", as: String.self, context: &context) { rule.field = field }
        let weightNode = reader.node("weight")
        if let weightNode, let weight = FontWeight.decode(weightNode, context: &context) { rule.weight = weight }
        if let familyNode = reader.node("family"), let family = String.decode(familyNode, context: &context) {
            rule.family = family
            if let font = resolve(family: family, weight: rule.weight, at: familyNode, weightNode: weightNode, context: &context) {
                rule.measurer = font.measurer
            }
        } else if let weightNode {
            context.warning(.ineffectiveOption, "'weight' has no effect without 'family': the estimate has no weights", at: weightNode)
        }
        let lengths = "greater than 0 and at most \(Int(maximumLength))"
        if let font = reader.decode("font", as: Double.self, context: &context, requirement: lengths, where: { $0 > 0 && $0 <= maximumLength }) {
            rule.font = font
        }
        rule.lineHeight = reader.decode("lineHeight", as: Double.self, context: &context, requirement: lengths) { $0 > 0 && $0 <= maximumLength }
        let lines = reader.decode(
            "maxLines", as: Int.self, context: &context, requirement: "a whole number from 0 (no limit) to \(maximumLines)"
        ) { $0 >= 0 && $0 <= maximumLines }
        rule.maxLines = lines == 0 ? nil : lines
        if let paddingNode = reader.node("padding"), let padding = decodePadding(paddingNode, context: &context) {
            rule.padding = padding
        }
        reader.finish(context: &context, where: "'text'")
        return rule
    }

    /// The registered face of `family` at `weight`; an `unknown-font`
    /// error when there is none.
    private static func resolve(
        family: String, weight: FontWeight, at familyNode: ConfigNode, weightNode: ConfigNode?, context: inout DecodingContext
    ) -> RegisteredFont? {
        let registry = context.registry
        guard let faces = registry.fonts[family] else {
            let families = registry.fontFamilies
            context.error(
                .unknownFont, "unknown font family '\(family)'", at: familyNode,
                suggestion: Suggestions.closest(to: family, in: families),
                notes: [families.isEmpty
                    ? "no fonts are registered: list them in quilt.yml, e.g. fonts: [{family: \(family), file: fonts/\(family).ttf}]"
                    : "registered families: " + families.joined(separator: ", ")])
            return nil
        }
        guard let face = faces[weight] else {
            let weights = faces.keys.sorted().map(\.description)
            context.error(
                .unknownFont, "font family '\(family)' has no face of weight \(weight)", at: weightNode ?? familyNode,
                notes: ["its weights: " + weights.joined(separator: ", ")])
            return nil
        }
        return face
    }

    /// `12` (left and right, a chip's padding) or `{top, left, bottom, right}`
    /// (missing sides 0); every side 0 … ``maximumLength``.
    private static func decodePadding(_ node: ConfigNode, context: inout DecodingContext) -> EdgeInsets? {
        let requirement = "0 or more and at most \(Int(maximumLength))"
        func valid(_ value: Double) -> Bool { value >= 0 && value <= maximumLength }
        guard node.pairs != nil else {
            guard let sides = Double.decode(node, context: &context) else { return nil }
            guard valid(sides) else {
                context.error(.outOfRange, "'padding' must be \(requirement)", at: node)
                return nil
            }
            return EdgeInsets(left: sides, right: sides)
        }
        guard var reader = MappingReader(node, context: &context, what: "'padding'") else { return nil }
        var padding = EdgeInsets.zero
        for (key, side) in [("top", \EdgeInsets.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)] {
            if let value = reader.decode(key, as: Double.self, context: &context, requirement: requirement, where: valid) {
                padding[keyPath: side] = value
            }
        }
        reader.finish(context: &context, where: "'padding'")
        return padding
    }
}
