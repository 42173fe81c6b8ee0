/// What decoders carry while they read config nodes: the registry to look names
/// up in, and the diagnostics found so far.
public struct DecodingContext: Sendable {
    /// The names decoders resolve against (families, component kinds, …).
    public var registry: Registry
    /// Problems found so far, in the order they were found.
    public var diagnostics: [Diagnostic] = []

    /// Creates a context over a registry.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// Records an error at `node` (its start and, when known, its end).
    public mutating func error(
        _ code: DiagnosticCode, _ message: String, at node: ConfigNode, suggestion: String? = nil, notes: [String] = []
    ) {
        diagnostics.append(
            Diagnostic(
                .error, code: code, message, at: node.location, end: node.end, suggestion: suggestion, notes: notes))
    }

    /// Records a warning at `node` (its start and, when known, its end).
    public mutating func warning(
        _ code: DiagnosticCode, _ message: String, at node: ConfigNode, suggestion: String? = nil, notes: [String] = []
    ) {
        diagnostics.append(
            Diagnostic(
                .warning, code: code, message, at: node.location, end: node.end, suggestion: suggestion, notes: notes))
    }

    /// Records an error that `node` is not of the expected kind.
    public mutating func typeMismatch(expected: String, at node: ConfigNode, key: String? = nil) {
        let subject = key.map { "'\($0)'" } ?? "value"
        error(.wrongType, "\(subject) must be \(expected), found \(node.kindDescription)", at: node)
    }

    /// True when an error has been recorded.
    public var hasErrors: Bool { diagnostics.containsErrors }
}
