import QuiltCore

/// Why a rule could not be registered.
public enum LintRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rule with this id is already registered.
    case duplicateID(DiagnosticCode)

    /// A sentence for the error.
    public var description: String {
        switch self {
        case .duplicateID(let id): "a lint rule with id '\(id)' is already registered"
        }
    }
}
