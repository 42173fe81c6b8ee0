/// A problem found in input, located at file:line:column.
///
/// Every path that reads user input reports problems as diagnostics instead of
/// trapping; commands print them as `file:line:column: error: message [code]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// Informational; never fails a run.
        case info
        /// Suspicious but usable input.
        case warning
        /// Input that cannot be used as written.
        case error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// `info < warning < error`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// The kind of problem (`unknown-key`, `yaml-syntax`, …).
    public var code: DiagnosticCode
    /// One sentence saying what is wrong.
    public var message: String
    /// Where it starts.
    public var location: SourceLocation
    /// Where it ends, when known (exclusive).
    public var end: SourceLocation?
    /// A replacement that would fix it ("did you mean …"), when there is one.
    public var suggestion: String?
    /// Further lines of explanation.
    public var notes: [String]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        end: SourceLocation? = nil,
        suggestion: String? = nil,
        notes: [String] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.end = end
        self.suggestion = suggestion
        self.notes = notes
    }

    /// `file:line:column: severity: message [code]`, plus the suggestion.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(code)]"
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        for note in notes { text += "\n  note: \(note)" }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// True when any element is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
