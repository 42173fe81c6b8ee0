import Foundation
import Quilt

/// Reading a schema file as a JSON object, for the schema builders.
enum SchemaFile {
    /// The largest schema file read (1 MiB; Quilt's largest is a few KiB).
    static let sizeLimit = 1 << 20

    /// The JSON object in the file at `url`, read the guarded way (``FileContents``).
    static func object(at url: URL) throws(SchemaFailure) -> [String: Any] {
        let data: Data
        switch FileContents.read(url.path, limit: sizeLimit) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure):
            throw SchemaFailure(description: "cannot read the schema \(url.path): \(failure.reason)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SchemaFailure(description: "the schema \(url.path) is not JSON: \(error.localizedDescription)")
        }
        guard let schema = object as? [String: Any] else {
            throw SchemaFailure(description: "the schema \(url.path) is not a JSON object")
        }
        return schema
    }

    /// The files under `directory` (every level, or only its own files
    /// when not `recursive`) whose paths end with `suffix`, as paths
    /// relative to it, sorted. A directory that cannot be read has none.
    static func paths(under directory: URL, endingWith suffix: String, recursive: Bool = true) -> [String] {
        FileWalker.files(under: directory.path, depth: recursive ? .max : 1, hiddenFiles: true) { $0.hasSuffix(suffix) }
    }
}
