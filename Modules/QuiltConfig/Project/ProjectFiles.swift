/// Where a project's files come from, for ``ProjectLoader``: a folder on
/// disk (`QuiltYAML`'s `DiskProjectFiles`), or files handed over in memory
/// (``MemoryProjectFiles``).
public protocol ProjectFiles {
    /// Reads and parses the file at `path`; a file that cannot be read or
    /// parsed is a document without a root and with its diagnostics.
    func document(at path: String) -> YAMLDocument

    /// The files `glob` matches in `directory`, as paths relative to it,
    /// sorted.
    func files(matching glob: Glob, in directory: String) -> [String]
}
