import Foundation
import QuiltCore
import QuiltFiles
import QuiltModuleCore

/// Where relative file requests are looked up, and the folder they may not leave.
///
/// A relative path is tried against the page's folder, then the project
/// folder, then the project's `data/` folder; the first regular file found
/// wins. Whatever the path says (`..`, symbolic links), the file it reaches
/// must lie inside the project folder.
public struct FileRoots: Hashable, Sendable {
    /// The page file's folder.
    public var pageDirectory: String
    /// The project folder: every file request must stay inside it.
    public var projectDirectory: String

    /// Roots from explicit folders; `projectDirectory` should contain `pageDirectory`.
    public init(pageDirectory: String, projectDirectory: String) {
        self.pageDirectory = Self.canonical(pageDirectory)
        self.projectDirectory = Self.canonical(projectDirectory)
    }

    /// Roots for the page at `pagePath`: the project folder is the nearest
    /// folder above it holding `quilt.yml`; without one, the folder above a
    /// `pages/` folder (the usual project layout), else the page's own folder.
    public init(pagePath: String) {
        let pageDirectory = URL(fileURLWithPath: pagePath).deletingLastPathComponent()
        var project: URL?
        var candidate = pageDirectory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("quilt.yml").path) {
                project = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        if project == nil {
            project =
                pageDirectory.lastPathComponent == "pages" ? pageDirectory.deletingLastPathComponent() : pageDirectory
        }
        self.init(pageDirectory: pageDirectory.path, projectDirectory: (project ?? pageDirectory).path)
    }

    /// The folders a relative path is tried against, in order.
    public var searchDirectories: [String] {
        var directories: [String] = []
        for directory in [pageDirectory, projectDirectory, projectDirectory + "/data"]
        where !directories.contains(directory) {
            directories.append(directory)
        }
        return directories
    }

    /// The file a relative `path` names, found as a file request finds it;
    /// nil when it names none, a path outside the project or something that
    /// is not a regular file. Callers that report on a loaded file use it to
    /// read the file again.
    public func file(at path: String) -> String? {
        try? locate(path, request: "")
    }

    /// The file `path` names, checked to be a regular file inside the project.
    func locate(_ path: String, request: String) throws(RequestError) -> String {
        func fail(_ reason: RequestError.Reason) -> RequestError {
            RequestError(request: request, target: path, reason: reason)
        }
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { throw fail(.outsideProject(path: path)) }
        let project = Self.resolved(projectDirectory)
        for directory in searchDirectories {
            let candidate = Self.resolved(directory + "/" + path)
            guard candidate == project || candidate.hasPrefix(project.hasSuffix("/") ? project : project + "/") else {
                throw fail(.outsideProject(path: path))
            }
            // What the path is, from `stat` alone; its size is checked when it is read.
            switch FileContents.refusal(at: candidate, limit: .max) {
            case nil: return candidate
            case .missing: continue
            case .directory: throw fail(.notAFile(path: path))
            case let failure?: throw fail(.unreadable(path: path, message: failure.reason))
            }
        }
        throw fail(.fileNotFound(path: path, searched: searchDirectories.map { Self.display($0) }))
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    // Symbolic links resolved, `..` removed: what the path really reaches.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` as messages show it: relative to `current` (the working
    /// folder) when inside it, `.` for that folder itself — so that a list
    /// of folders is all relative or absolute by where each lies, not by
    /// whether one of them happens to be the working folder.
    static func display(_ path: String, from current: String = FileManager.default.currentDirectoryPath) -> String {
        if path == current { return "." }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
