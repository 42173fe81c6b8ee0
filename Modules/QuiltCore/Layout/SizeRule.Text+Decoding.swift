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

    /// Reads `{field, family, weight, font, lineHeight, maxLines, padding}`;
    /// every key is optional. A family that is not registered, or has no
    /// face of the weight, is an `unknown-font` error and the rule is
    /// measured by the estimate.
    public static func decode(_ node: ConfigNode, role: Role, context: inout DecodingContext) -> SizeRule.Text? {
        guard var reader = MappingReader(node, context: &context, what: "'text'") else { return nil }
        var rule = SizeRule.Text(padding: role == .width ? EdgeInsets(left: 12, right: 12) : .zero)
        if let field = reader.decodeFieldName("field", context: &context, what: "text.field") { rule.field = field }
        decodeFont(&reader, into: &rule, context: &context)
        if let paddingNode = reader.node("padding"), let padding = decodePadding(paddingNode, context: &context) {
            rule.padding = padding
        }
        reader.finish(context: &context, where: "'text'")
        return rule
    }

    /// Reads the font keys of a text — `family`, `weight`, `font`,
    /// `lineHeight`, `maxLines` — from the mapping `reader` reads into
    /// `rule`: what a size rule's text and a view's text or badge share.
    static func decodeFont(
        _ reader: inout MappingReader, into rule: inout SizeRule.Text, context: inout DecodingContext
    ) {
        let weightNode = reader.node("weight")
        if let weightNode, let weight = FontWeight.decode(weightNode, context: &context) { rule.weight = weight }
        if let familyNode = reader.node("family"), let family = String.decode(familyNode, context: &context) {
            rule.family = family
            if let font = resolve(
                family: family, weight: rule.weight, at: familyNode, weightNode: weightNode, context: &context)
            {
                rule.measurer = font.measurer
            }
        } else if let weightNode {
            context.warning(
                .ineffectiveOption, "'weight' has no effect without 'family': the estimate has no weights",
                at: weightNode)
        }
        if let font = reader.decode("font", in: .fontSize, context: &context) { rule.font = font }
        rule.lineHeight = reader.decode("lineHeight", in: .fontSize, context: &context)
        let lines = reader.decodeWhole("maxLines", in: .displayCount, context: &context)
        if lines != nil { rule.maxLines = lines == 0 ? nil : lines }
    }

    /// The registered face of `family` at `weight`; an `unknown-font`
    /// error when there is none.
    private static func resolve(
        family: String, weight: FontWeight, at familyNode: ConfigNode, weightNode: ConfigNode?,
        context: inout DecodingContext
    ) -> RegisteredFont? {
        let registry = context.registry
        guard let faces = registry.fonts[family] else {
            let families = registry.fontFamilies
            context.error(
                .unknownFont, "unknown font family '\(family)'", at: familyNode,
                suggestion: Suggestions.closest(to: family, in: families),
                notes: [
                    families.isEmpty
                        ? "no fonts are registered: list them in quilt.yml, e.g. fonts: [{family: \(family), file: fonts/\(family).ttf}]"
                        : "registered families: " + families.joined(separator: ", ")
                ])
            return nil
        }
        guard let face = faces[weight] else {
            let weights = faces.keys.sorted().map({ $0.description })
            context.error(
                .unknownFont, "font family '\(family)' has no face of weight \(weight)", at: weightNode ?? familyNode,
                notes: ["its weights: " + weights.joined(separator: ", ")])
            return nil
        }
        return face
    }

    /// `12` (left and right, a chip's padding) or `{top, left, bottom, right}`
    /// (missing sides 0); every side a length (``NumberRange/length``).
    static func decodePadding(_ node: ConfigNode, context: inout DecodingContext) -> EdgeInsets? {
        guard node.pairs != nil else {
            return NumberRange.length.decode(node, subject: "'padding'", context: &context).map {
                EdgeInsets(left: $0, right: $0)
            }
        }
        guard var reader = MappingReader(node, context: &context, what: "'padding'") else { return nil }
        var padding = EdgeInsets.zero
        if let top = reader.decode("top", in: .length, context: &context) { padding.top = top }
        if let left = reader.decode("left", in: .length, context: &context) { padding.left = left }
        if let bottom = reader.decode("bottom", in: .length, context: &context) { padding.bottom = bottom }
        if let right = reader.decode("right", in: .length, context: &context) { padding.right = right }
        reader.finish(context: &context, where: "'padding'")
        return padding
    }
}
