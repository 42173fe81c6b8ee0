import Foundation

/// One file of the repository that is generated, never edited by hand: its
/// path from the repository's root and how its text is made.
public struct GeneratedFile: Sendable {
    /// The path from the repository's root (`Schemas/numbers.schema.json`).
    public var path: String
    /// Makes the text from the repository at `root`, using `scratch` (an
    /// empty folder of its own) for anything it writes on the way.
    let make: @Sendable (_ root: URL, _ scratch: URL) async throws -> String

    /// A file whose text `make` builds.
    public init(path: String, make: @escaping @Sendable (_ root: URL, _ scratch: URL) async throws -> String) {
        self.path = path
        self.make = make
    }

    /// The text the file should hold, made from the repository at `root`.
    public func text(root: URL) async throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quilt-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try await make(root, scratch)
    }
}
