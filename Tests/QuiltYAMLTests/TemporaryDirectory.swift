import Foundation

/// A fresh folder under the system's temporary directory, removed when the
/// value is released; tests write project files into it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` to `relative`, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
