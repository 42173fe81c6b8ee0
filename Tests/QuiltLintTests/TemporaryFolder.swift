import Foundation

/// A folder of files under the system temporary folder, for tests that lint
/// projects and rewrite files; removed by `remove()`.
struct TemporaryFolder {
    let path: String

    /// Creates the folder and writes `files` (relative path → text).
    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pagelint-\(UUID().uuidString)").path
        for (name, text) in files { try write(name, text) }
    }

    /// Writes one file, creating its folders.
    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of one file.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
