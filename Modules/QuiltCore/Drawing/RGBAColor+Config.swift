extension RGBAColor: ConfigDecodable {
    /// "a colour (\"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a name)".
    public static var expectation: String { "a colour (\"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a name)" }

    /// The note for a colour that a YAML comment swallowed: an unquoted
    /// `#` starts one. `written` is the colour as written, when known.
    /// One text for both places it shows: a value left null (block
    /// style) and a flow collection the comment left unclosed.
    public static func unquotedHashNote(_ written: String = "#8091a5") -> String {
        "an unquoted # starts a YAML comment: write \"\(written)\" in quotes"
    }

    /// Reads a hex colour or one of ``named``. An empty value gets a note that
    /// an unquoted `#` starts a YAML comment, the usual reason a colour vanishes.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> RGBAColor? {
        if node.isNull {
            context.error(
                .wrongType, "value must be \(expectation), found null", at: node,
                notes: [unquotedHashNote()])
            return nil
        }
        guard let text = node.string else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        if text.hasPrefix("#") {
            if let color = RGBAColor(hex: text) { return color }
            context.error(
                .unknownValue, "'\(text)' is not a colour: use #RGB, #RGBA, #RRGGBB or #RRGGBBAA with hex digits",
                at: node)
            return nil
        }
        if let color = named[text.lowercased()] { return color }
        context.error(
            .unknownValue, "unknown colour '\(text)': use \"#RRGGBB\" or a CSS colour name", at: node,
            suggestion: Suggestions.closest(to: text.lowercased(), in: named.keys.sorted()))
        return nil
    }
}
