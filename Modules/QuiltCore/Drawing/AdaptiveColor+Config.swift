extension AdaptiveColor: ConfigDecodable {
    /// "a colour or {light, dark}".
    public static var expectation: String {
        "a colour (\"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a name) or {light, dark}"
    }

    /// Reads a colour (``RGBAColor/decode(_:context:)``, the same in both
    /// appearances) or `{light: "#ffffff", dark: "#1c1c1e"}`, both halves
    /// required, each reported at its own node.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> AdaptiveColor? {
        guard node.pairs != nil else { return RGBAColor.decode(node, context: &context).map(AdaptiveColor.init) }
        guard var reader = MappingReader(node, context: &context, what: "colour") else { return nil }
        var halves: [RGBAColor?] = []
        for key in keys {
            if let value = reader.node(key) {
                halves.append(RGBAColor.decode(value, context: &context))
            } else if let written = node[key] {
                // `dark: #1c1c1e` unquoted is a YAML comment, leaving null.
                halves.append(RGBAColor.decode(written, context: &context))
            } else {
                context.error(.missingKey, "missing required key '\(key)' in a light and dark colour", at: node)
                halves.append(nil)
            }
        }
        reader.finish(context: &context, where: "colour")
        guard let light = halves[0], let dark = halves[1] else { return nil }
        return AdaptiveColor(light: light, dark: dark)
    }
}
