import QuiltCore

/// What configuration says about one rule: off, on at its default severity,
/// or on at a given severity.
public enum RuleSetting: Hashable, Sendable {
    /// The rule does not run.
    case off
    /// The rule runs at its default severity.
    case on
    /// The rule runs and reports at this severity.
    case severity(Diagnostic.Severity)

    /// The words configuration accepts.
    static let words = ["error", "warning", "info", "off", "on"]

    /// Reads `error`, `warning`, `info`, `off` or `on` (and `true`/`false` for on/off).
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> RuleSetting? {
        if let flag = node.bool { return flag ? .on : .off }
        guard let text = node.scalarText else {
            context.typeMismatch(expected: "one of error, warning, info, off, on", at: node)
            return nil
        }
        switch text {
        case "off": return .off
        case "on": return .on
        default:
            if let severity = Diagnostic.Severity(rawValue: text) { return .severity(severity) }
            context.error(
                .unknownValue, "unknown rule setting '\(text)': expected one of \(words.joined(separator: ", "))",
                at: node,
                suggestion: Suggestions.closest(to: text, in: words))
            return nil
        }
    }
}
