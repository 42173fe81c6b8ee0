import Foundation
@testable import QuiltPreview
import Quilt

/// A fresh folder under the system's temporary directory, removed when the
/// value is released: a copy of `Examples/`, or files written by a test.
final class TemporaryProject {
    let url: URL

    /// The package root (two levels above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Examples/` as an absolute path.
    static let examples = packageRoot.appendingPathComponent("Examples").path

    /// An empty folder.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A copy of `Examples/`.
    static func examplesCopy() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) {
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: project.path(name))
        }
        return project
    }

    /// A project: an empty `quilt.yml` and `files` (by path relative to it).
    static func project(_ files: KeyValuePairs<String, String>) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("quilt.yml", "")
        for (path, text) in files { try project.write(path, text) }
        return project
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

    /// Appends `text` to `relative`.
    func append(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try (Data(contentsOf: file) + Data(text.utf8)).write(to: file)
    }

    /// A site serving this folder (or `relative` in it).
    func site(_ relative: String = "", widths: [Double]? = nil, offline: Bool = true) throws -> PreviewSite {
        let source = try PreviewSource(path: relative.isEmpty ? url.path : path(relative), base: .standard)
        return PreviewSite(source: source, widths: widths, offline: offline, eventTimeout: .seconds(60))
    }
}

extension PreviewSite {
    /// GET (or `method`) `target`.
    func get(_ target: String, method: String = "GET") async -> PreviewResponse {
        await respond(to: PreviewRequest(method: method, target: target))
    }
}
