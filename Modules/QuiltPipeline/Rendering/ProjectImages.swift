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
///
/// Files are read the guarded way (``FileContents``): a FIFO, a device, a
/// loop of symbolic links or a file over ``sizeLimit`` is refused from
/// `stat` without being opened, and the picture is drawn without it.
public final class ProjectImages: @unchecked Sendable {
    /// The folders relative paths are looked up in, nearest first.
    public let folders: [URL]
    private let lock = NSLock()
    private var refused: [(path: String, reason: String)] = []
    /// Files larger than this (8 MiB) are left out rather than embedded.
    public static let sizeLimit = 8 << 20

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
        lock.withLock { refused.map(\.path) }
    }

    /// Each path that named no readable image, in the order asked, with why
    /// ("not found in …", "not a regular file (a FIFO); skipped without reading").
    public var problems: [(path: String, reason: String)] {
        lock.withLock { refused }
    }

    /// A resolver for renderers that asks ``url(for:)``.
    public var resolver: ImageResolver {
        ImageResolver { self.url(for: $0) }
    }

    /// The URL to write for `source`.
    public func url(for source: ImageSource) -> String? {
        guard case .path(let path) = source else { return source.text }
        switch bytes(at: path) {
        case .success(let (data, type)):
            return "data:\(type);base64,\(data.base64EncodedString())"
        case .failure(let problem):
            lock.withLock {
                if !refused.contains(where: { $0.path == path }) { refused.append((path, problem.reason)) }
            }
            return nil
        }
    }

    /// Why an image was not embedded.
    private struct Problem: Error {
        var reason: String
    }

    /// The file `path` names and its media type. Only files inside the
    /// project are embedded: no absolute paths, no `..` out of it.
    private func bytes(at path: String) -> Result<(Data, String), Problem> {
        let outermost = (folders.last ?? URL(fileURLWithPath: "/")).path
        let inside = outermost.hasSuffix("/") ? outermost : outermost + "/"
        let candidates = path.hasPrefix("/") ? [] : folders.map { $0.appendingPathComponent(path).standardizedFileURL }
        // The nearest candidate that is something (a file, or what cannot be one).
        var found: (url: URL, refusal: FileContents.Failure?)?
        for candidate in candidates where candidate.path.hasPrefix(inside) {
            let refusal = FileContents.refusal(at: candidate.path, limit: Self.sizeLimit)
            if refusal != .missing {
                found = (candidate, refusal)
                break
            }
        }
        guard let found else {
            return .failure(Problem(reason: "not found in the page's folder or the folders above it in the project"))
        }
        guard let type = Self.mediaTypes[found.url.pathExtension.lowercased()] else {
            return .failure(Problem(reason: "is not a PNG, JPEG, GIF, WebP, SVG or AVIF file"))
        }
        if let refusal = found.refusal { return .failure(Problem(reason: Self.reason(refusal))) }
        switch FileContents.read(found.url.path, limit: Self.sizeLimit) {
        case .success(let bytes): return .success((Data(bytes), type))
        case .failure(let refusal): return .failure(Problem(reason: Self.reason(refusal)))
        }
    }

    private static func reason(_ failure: FileContents.Failure) -> String {
        switch failure {
        case .tooLarge(let size, let limit): "is \(size) bytes, over the limit of \(limit) for an image"
        case .notRegular(let kind): "is not a regular file (\(kind)); not read"
        case .directory: "is a folder"
        case .missing: "not found"
        case .symbolicLinkLoop, .unreadable: "cannot be read: \(failure.reason)"
        }
    }
}
