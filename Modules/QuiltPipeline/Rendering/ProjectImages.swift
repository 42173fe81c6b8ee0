import Foundation
import Quilt

/// Resolves decoration image paths and embeds the files as `data:` URLs, so
/// rendered pages stand alone. Remote and `data:` URLs pass through.
///
/// A relative path is looked up in the page's folder, then in each folder
/// above it up to the project folder (the nearest one holding `quilt.yml`);
/// without a project, up to the current folder when the page lies inside it.
/// Files outside those folders (absolute paths, `..` past the outermost) are
/// never read.
public final class ProjectImages: @unchecked Sendable {
    /// The folders relative paths are looked up in, nearest first.
    public let folders: [URL]
    private let lock = NSLock()
    private var missingPaths: [String] = []
    /// Files larger than this are left out rather than embedded.
    static let sizeLimit = 8 << 20

    static let mediaTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml", "avif": "image/avif",
    ]

    /// The folders for the page at `pagePath`.
    public init(pagePath: String, currentFolder: String = FileManager.default.currentDirectoryPath) {
        let pageFolder = URL(fileURLWithPath: pagePath).standardizedFileURL.deletingLastPathComponent()
        var chain: [URL] = [pageFolder]
        var project: Int?
        while let last = chain.last {
            if FileManager.default.fileExists(atPath: last.appendingPathComponent("quilt.yml").path) {
                project = chain.count
                break
            }
            let parent = last.deletingLastPathComponent()
            if parent.path == last.path { break }
            chain.append(parent)
        }
        if let project {
            folders = Array(chain.prefix(project))
        } else {
            let current = URL(fileURLWithPath: currentFolder).standardizedFileURL.path
            let end = chain.firstIndex { $0.path == current }
            folders = end.map { Array(chain.prefix($0 + 1)) } ?? [pageFolder]
        }
    }

    /// Paths that named no readable image, in the order asked.
    public var missing: [String] {
        lock.withLock { missingPaths }
    }

    /// A resolver for renderers that asks ``url(for:)``.
    public var resolver: ImageResolver {
        ImageResolver { self.url(for: $0) }
    }

    /// The URL to write for `source`.
    public func url(for source: ImageSource) -> String? {
        guard case .path(let path) = source else { return source.text }
        // Only files inside the project are embedded: no absolute paths, no `..` out of it.
        let outermost = (folders.last ?? URL(fileURLWithPath: "/")).path
        let inside = outermost.hasSuffix("/") ? outermost : outermost + "/"
        let candidates = path.hasPrefix("/") ? [] : folders.map { $0.appendingPathComponent(path).standardizedFileURL }
        guard let file = candidates.first(where: { $0.path.hasPrefix(inside) && FileManager.default.fileExists(atPath: $0.path) }),
              let type = Self.mediaTypes[file.pathExtension.lowercased()],
              let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes[.size] as? Int, size <= Self.sizeLimit,
              let data = try? Data(contentsOf: file)
        else {
            lock.withLock { if !missingPaths.contains(path) { missingPaths.append(path) } }
            return nil
        }
        return "data:\(type);base64,\(data.base64EncodedString())"
    }
}
