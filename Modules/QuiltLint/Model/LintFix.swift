import QuiltCore

/// A certain fix for one finding: edits to its file's text and a sentence
/// saying what they do ("rename 'row' to 'rows'").
public struct LintFix: Hashable, Sendable {
    /// One replacement of the text between two positions.
    public struct Edit: Hashable, Sendable {
        /// Where the replaced text starts.
        public var start: SourceLocation
        /// Where it ends (exclusive).
        public var end: SourceLocation
        /// The new text.
        public var replacement: String

        /// Creates an edit.
        public init(start: SourceLocation, end: SourceLocation, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    /// What the fix does, for reports.
    public var summary: String
    /// The edits, in any order; they never overlap.
    public var edits: [Edit]

    /// Creates a fix.
    public init(summary: String, edits: [Edit]) {
        self.summary = summary
        self.edits = edits
    }

    /// A fix that replaces the whole of `node`'s text (a scalar token, quotes
    /// included) with `replacement`; nil when the node's end is unknown.
    public static func replacing(_ node: ConfigNode, with replacement: String, summary: String) -> LintFix? {
        guard let end = node.end else { return nil }
        return LintFix(summary: summary, edits: [Edit(start: node.location, end: end, replacement: replacement)])
    }
}
