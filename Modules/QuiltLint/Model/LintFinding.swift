import QuiltCore

/// One problem the linter reports: which rule found it, how serious it is,
/// what is wrong, where (start and end), and how to fix it when that is known.
public struct LintFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rule's id (`unknown-key`, `invisible-color`, …), or the code of a
    /// decoder diagnostic no rule claims.
    public var ruleID: DiagnosticCode
    /// The severity after configuration.
    public var severity: Diagnostic.Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// Where it starts.
    public var location: SourceLocation
    /// Where it ends (exclusive), when known.
    public var end: SourceLocation?
    /// The replacement the user probably meant ("did you mean …").
    public var suggestion: String?
    /// Further lines of explanation.
    public var notes: [String]
    /// An edit that certainly fixes it, for rules that can fix.
    public var fix: LintFix?
    /// True when the engine refuses the file on this problem (`quilt layout`
    /// and `quilt render` exit 1): an error the loader or a decoder reported.
    /// Such a finding is always an error and is never suppressed, neither by
    /// configuration nor by a `# pagelint:disable…` comment, so that
    /// pagelint never passes a page the engine rejects (docs/lint.md).
    public var stopsEngine: Bool

    /// Creates a finding.
    public init(
        ruleID: DiagnosticCode, severity: Diagnostic.Severity, message: String, location: SourceLocation,
        end: SourceLocation? = nil, suggestion: String? = nil, notes: [String] = [], fix: LintFix? = nil,
        stopsEngine: Bool = false
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.end = end
        self.suggestion = suggestion
        self.notes = notes
        self.fix = fix
        self.stopsEngine = stopsEngine
    }

    /// A finding for a decoder diagnostic, under `ruleID`; it stops the
    /// engine when the diagnostic is an error.
    public init(_ diagnostic: Diagnostic, ruleID: DiagnosticCode, severity: Diagnostic.Severity) {
        self.init(
            ruleID: ruleID, severity: severity, message: diagnostic.message, location: diagnostic.location,
            end: diagnostic.end, suggestion: diagnostic.suggestion, notes: diagnostic.notes,
            stopsEngine: diagnostic.severity == .error)
    }

    /// The file the finding is in.
    public var file: String { location.file }

    /// `file:line:column: severity: message [rule]`, plus the suggestion.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(ruleID)]"
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        return text
    }

    /// The message with "did you mean" appended when there is a suggestion,
    /// for formats with a single message field.
    public var messageWithSuggestion: String {
        guard let suggestion else { return message }
        return "\(message) (did you mean '\(suggestion)'?)"
    }

    /// Orders by file, line, column, then rule and message: the stable order of every report.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
