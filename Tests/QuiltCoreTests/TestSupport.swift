import QuiltCore

/// Swift Testing declares a `SourceLocation` too; tests mean Quilt's.
typealias SourceLocation = QuiltCore.SourceLocation

/// A location on line `line` of `file` (`page.yaml` unless named).
func at(_ line: Int, _ column: Int = 1, _ file: String = "page.yaml") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
