/// A position in a source file: 1-based line and column, as editors show them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as it was given to the loader (relative paths stay relative).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location for values that did not come from a file (built in code).
    public static let unknown = SourceLocation(file: "<code>", line: 0, column: 0)

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
