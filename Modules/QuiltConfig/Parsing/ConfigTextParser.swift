import QuiltCore

/// Something that parses a configuration file's bytes into a document:
/// ``ConfigReader`` (JSON and YAML's common subset, everywhere) and
/// `QuiltYAML`'s `YAMLLoader` (all of YAML, natively).
public protocol ConfigTextParser: Sendable {
    /// The bounds enforced while parsing.
    var limits: YAMLLimits { get }

    /// Parses UTF-8 bytes, naming `file` in locations.
    func parse(bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLDocument
}

extension ConfigTextParser {
    /// Parses `text`, naming `file` in locations.
    public func parse(_ text: String, file: String) -> YAMLDocument {
        var text = text
        return text.withUTF8 { parse(bytes: $0, file: file) }
    }

    /// The document of a file of `size` bytes when that is over
    /// ``YAMLLimits/maxBytes``: no root, and a `yaml-limit` error at line 1;
    /// nil when the file is within the limit.
    public func oversizedDocument(size: Int, file: String) -> YAMLDocument? {
        guard size > limits.maxBytes else { return nil }
        let diagnostic = Diagnostic(
            .error, code: .yamlLimit, "file is \(size) bytes, over the limit of \(limits.maxBytes)",
            at: SourceLocation(file: file, line: 1, column: 1))
        return YAMLDocument(file: file, root: nil, diagnostics: [diagnostic])
    }
}
