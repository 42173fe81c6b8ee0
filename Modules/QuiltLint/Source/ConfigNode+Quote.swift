import QuiltCore

extension ConfigNode {
    /// The quote a scalar was written with (`"` or `'`), or "" for plain
    /// scalars, so that a fix can rewrite the token in the same style.
    var quoteCharacter: String {
        guard case .scalar(_, let style) = value else { return "" }
        switch style {
        case .doubleQuoted: return "\""
        case .singleQuoted: return "'"
        default: return ""
        }
    }
}
