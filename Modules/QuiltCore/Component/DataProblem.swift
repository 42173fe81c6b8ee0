/// A problem with one item's data found while reforming or checking it
/// against its component kind. Callers turn it into a ``Diagnostic``: the
/// section decoder locates it in the page through ``pointer``; a loader of
/// remote data names the request instead.
public struct DataProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem: ``DiagnosticCode/wrongType``,
    /// ``DiagnosticCode/missingKey``, ``DiagnosticCode/missingGlyph``, ….
    public var code: DiagnosticCode
    /// Whether an inline item reports it as a warning rather than an error
    /// (the data is usable as it is: a character no font has). Loaded
    /// data's problems are all warnings.
    public var isWarning: Bool = false
    /// One sentence saying what is wrong.
    public var message: String
    /// Where in the raw item the problem is (the offending field's value,
    /// or the item itself for a missing field).
    public var pointer: JSONPointer
    /// The kind's field the problem concerns, if it concerns one.
    public var field: String?
    /// A replacement that would fix it, when there is one.
    public var suggestion: String?
    /// Another place the problem concerns, relative to the array the item is
    /// in: for a repeated identity, the first item's identity (`/0/id`).
    public var related: JSONPointer?

    /// Creates a problem.
    public init(
        code: DiagnosticCode, _ message: String, at pointer: JSONPointer = JSONPointer(tokens: []),
        field: String? = nil, suggestion: String? = nil, related: JSONPointer? = nil
    ) {
        self.code = code
        self.message = message
        self.pointer = pointer
        self.field = field
        self.suggestion = suggestion
        self.related = related
    }

    /// `pointer: message [code]`.
    public var description: String { "\(pointer.tokens.isEmpty ? "item" : pointer.description): \(message) [\(code)]" }
}
