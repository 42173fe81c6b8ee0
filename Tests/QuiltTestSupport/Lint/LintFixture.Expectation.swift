extension LintFixture {
    /// One expected finding.
    public struct Expectation: Hashable, CustomStringConvertible, Comparable, Sendable {
        /// The file, relative to the package root.
        public var file: String
        /// The rule id.
        public var rule: String
        /// The line.
        public var line: Int
        /// The start column.
        public var column: Int
        /// The end column, for caret markers (on the same line).
        public var endColumn: Int?

        /// An expectation of `rule` at `file:line:column` (ending before `endColumn` when given).
        public init(file: String, rule: String, line: Int, column: Int, endColumn: Int? = nil) {
            self.file = file
            self.rule = rule
            self.line = line
            self.column = column
            self.endColumn = endColumn
        }

        /// `file:line:column[-end] rule`.
        public var description: String { "\(file):\(line):\(column)\(endColumn.map { "-\($0)" } ?? "") \(rule)" }

        /// Ordered by description, for readable failure messages.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
    }
}
