import Quilt

extension PageLoader {
    /// Keys written twice in one object of the data files among `targets`
    /// (file paths as requested; URLs are passed over), as `duplicate-key`
    /// warnings at each repeat, with the first use in a note: JSON keeps
    /// only the last value, which YAML files report as an error and data
    /// files no longer keep silently.
    ///
    /// Each file is read again, the guarded way, and scanned in one pass
    /// (``JSONDuplicateKey/find(in:)``).
    public nonisolated func diagnostics(forDuplicateKeysIn targets: [String]) -> [Diagnostic] {
        guard let roots = (environment.transport as? StandardTransport)?.roots else { return [] }
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for target in targets where !Self.isHTTP(target) {
            guard let file = roots.file(at: target), seen.insert(file).inserted,
                case .success(let bytes) = FileContents.read(file, limit: environment.maxResponseBytes)
            else { continue }
            let shown = Self.displayed(file)
            for duplicate in JSONDuplicateKey.find(in: bytes) {
                let first = SourceLocation(file: shown, line: duplicate.firstLine, column: duplicate.firstColumn)
                diagnostics.append(
                    Diagnostic(
                        .warning, code: .duplicateKey, "duplicate key '\(duplicate.key)'; the last value is used",
                        at: SourceLocation(file: shown, line: duplicate.line, column: duplicate.column),
                        notes: ["first defined at \(first)"]))
            }
        }
        return diagnostics
    }
}
