import QuiltCore

/// A project's files handed over in memory, by path, and read with a
/// ``ConfigReader``: what the WebAssembly module loads projects from, and
/// what tests compare with the same project read from disk.
///
/// Paths are `/`-separated and relative to the project's root (`quilt.yml`,
/// `pages/home.yaml`); a leading `./` and `.` components are ignored.
public struct MemoryProjectFiles: ProjectFiles, Sendable {
    /// The files' bytes, by normalized path.
    public private(set) var contents: [String: [UInt8]] = [:]
    /// What parses each file.
    public var reader: ConfigReader

    /// Files from `contents` (path → text).
    public init(_ contents: [String: String] = [:], reader: ConfigReader = ConfigReader()) {
        self.reader = reader
        for (path, text) in contents { add(text, at: path) }
    }

    /// Adds (or replaces) the file at `path`.
    public mutating func add(_ text: String, at path: String) {
        contents[Self.normalized(path)] = Array(text.utf8)
    }

    /// The text of the file at `path`, if there is one.
    public func text(at path: String) -> String? {
        contents[Self.normalized(path)].map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file at `path`, parsed; a missing file is an `io-error` at line 1.
    public func document(at path: String) -> YAMLDocument {
        guard let bytes = contents[Self.normalized(path)] else {
            let diagnostic = Diagnostic(
                .error, code: .ioError, "no such file", at: SourceLocation(file: path, line: 1, column: 1))
            return YAMLDocument(file: path, root: nil, diagnostics: [diagnostic])
        }
        return bytes.withUnsafeBufferPointer { reader.parse(bytes: $0, file: path) }
    }

    /// The paths under `directory` that `glob` matches, relative to it, sorted.
    public func files(matching glob: Glob, in directory: String) -> [String] {
        let folder = Self.normalized(directory)
        let prefix = folder.isEmpty ? "" : folder + "/"
        var found: [String] = []
        for path in contents.keys where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            if glob.matches(relative) { found.append(relative) }
        }
        return found.sorted()
    }

    /// `path` without `.` components and repeated or trailing slashes.
    static func normalized(_ path: String) -> String {
        Glob.normalized(path).joined(separator: "/")
    }
}
