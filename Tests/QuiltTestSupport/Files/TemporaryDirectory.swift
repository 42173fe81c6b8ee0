import Foundation

/// A fresh folder under the system's temporary directory for tests that
/// write project files: removed by ``remove()``, or when the value is
/// released. (Tests whose files are read through a path string after the
/// value's last use call `remove()` in a `defer`, which keeps it alive.)
public final class TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// The folder's absolute path.
    public var path: String { url.path }

    /// Creates the folder and writes `files` (relative path → text).
    public init(files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (relative, text) in files { try write(relative, text) }
    }

    deinit { remove() }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` to `relative`, creating folders.
    public func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Appends `text` to `relative`.
    public func append(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try (Data(contentsOf: file) + Data(text.utf8)).write(to: file)
    }

    /// The text of `relative`.
    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
