import Foundation
@testable import QuiltPreview
import Quilt
import QuiltTestSupport

/// A temporary folder holding a project: a copy of `Examples/`, or files
/// written by a test.
typealias TemporaryProject = TemporaryDirectory

extension TemporaryDirectory {
    /// The package root (two levels above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Examples/` as an absolute path.
    static let examples = packageRoot.appendingPathComponent("Examples").path

    /// A copy of `Examples/`.
    static func examplesCopy() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) {
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: project.path(name))
        }
        return project
    }

    /// A project: an empty `quilt.yml` and `files` (by path relative to it).
    static func project(_ files: KeyValuePairs<String, String>) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write("quilt.yml", "")
        for (path, text) in files { try project.write(path, text) }
        return project
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
