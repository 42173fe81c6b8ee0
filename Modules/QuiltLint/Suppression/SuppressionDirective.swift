import QuiltCore

/// One `# pagelint:…` comment: which rules it switches off or on, and where.
///
/// - `# pagelint:disable-next-line RULE[, RULE…]` — findings on the next line.
/// - `# pagelint:disable RULE[, RULE…]` — findings from this line on, until
/// - `# pagelint:enable RULE[, RULE…]` — …this line (or the end of the file).
///
/// Text after ` -- ` is a reason for readers and is ignored.
public struct SuppressionDirective: Hashable, Sendable {
    /// What the comment does.
    public enum Action: String, Hashable, Sendable {
        /// `disable-next-line`
        case disableNextLine = "disable-next-line"
        /// `disable`
        case disable
        /// `enable`
        case enable
    }

    /// One rule id named in the comment, with where it is written.
    public struct RuleReference: Hashable, Sendable {
        /// The id as written.
        public var id: DiagnosticCode
        /// Where the id starts.
        public var location: SourceLocation
        /// Where it ends.
        public var end: SourceLocation
    }

    /// What the comment does.
    public var action: Action
    /// The rules it names, in order.
    public var rules: [RuleReference]
    /// Where the directive (`pagelint:…`) starts.
    public var location: SourceLocation
    /// Where the directive word ends.
    public var end: SourceLocation
}
