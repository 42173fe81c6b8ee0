import QuiltCore

/// A fix `--fix` wrote to a file.
public struct AppliedFix: Hashable, Sendable, Comparable {
    /// The rule whose finding it fixed.
    public var ruleID: DiagnosticCode
    /// Where the finding was, before the fix.
    public var location: SourceLocation
    /// What the fix did.
    public var summary: String

    /// Creates a record.
    public init(ruleID: DiagnosticCode, location: SourceLocation, summary: String) {
        self.ruleID = ruleID
        self.location = location
        self.summary = summary
    }

    /// By location, then rule.
    public static func < (lhs: AppliedFix, rhs: AppliedFix) -> Bool {
        (lhs.location, lhs.ruleID) < (rhs.location, rhs.ruleID)
    }
}
