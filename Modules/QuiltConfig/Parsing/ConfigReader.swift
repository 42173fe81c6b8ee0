import QuiltCore

/// Reads configuration text into config nodes without libyaml: YAML's
/// common subset (``YAMLSubsetParser``, which reads JSON too) and nothing
/// else. What the WebAssembly build reads every file with, and what
/// ``MemoryProjectFiles`` parses with.
///
/// Where the native reader (`QuiltYAML`'s `YAMLLoader`) would hand a file
/// over to libyaml, this one reports `yaml-unsupported` at the place the
/// file leaves the subset, and gives no root: a file is read exactly as
/// the native build reads it, or not at all, never differently.
public struct ConfigReader: ConfigTextParser {
    /// The bounds enforced while parsing.
    public var limits: YAMLLimits

    /// Creates a reader.
    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Parses UTF-8 bytes, naming `file` in locations.
    public func parse(bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLDocument {
        if let refused = oversizedDocument(size: bytes.count, file: file) { return refused }
        switch YAMLSubsetParser.read(bytes, builder: ConfigNodeBuilder(file: file, limits: limits)) {
        case .success(let document):
            return document
        case .failure(let point):
            let diagnostic = Diagnostic(
                .error, code: .yamlUnsupported,
                "this reader takes JSON and YAML's common subset, and the file leaves it here",
                at: SourceLocation(file: file, line: point.line + 1, column: point.column + 1),
                notes: [
                    "a tag, a block scalar (| or >), a tab, a carriage return, a scalar over several lines, "
                        + "a document marker, an escape JSON does not have, or a syntax error; "
                        + "the native build (libyaml) reads all of YAML and names syntax errors"
                ])
            return YAMLDocument(file: file, root: nil, diagnostics: [diagnostic])
        }
    }
}
