import Foundation
import Quilt
import QuiltPipeline

/// What `quilt preview` serves: a project (every page its `pages` globs
/// match) or one page file, with the project it belongs to.
///
/// The project is read again for every request, so edits to `quilt.yml`,
/// component kinds and presets show on the next load without a restart.
public struct PreviewSource: Sendable {
    /// A project folder or a page file.
    public enum Kind: Hashable, Sendable {
        /// Every page of the project.
        case project
        /// One page file.
        case page
    }

    /// The path given: a folder in the project, or a page file.
    public let path: String
    /// Whether `path` is a folder or a page file.
    public let kind: Kind
    /// The project file named with `--config`, if any.
    public let config: String?
    /// The registry projects are loaded on top of (`Registry.standard`).
    public let base: Registry

    /// The source for `path`. A folder must have a `quilt.yml` at or above it
    /// unless `config` names one.
    public init(path: String, config: String? = nil, base: Registry) throws(PreviewError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PreviewError("\(path) does not exist")
        }
        if isDirectory.boolValue, config == nil, ProjectLoader.find(from: path) == nil {
            throw PreviewError(
                "no \(ProjectLoader.fileName) in \(path) or any folder above it; pass a page file, or the project file with --config"
            )
        }
        self.path = path
        self.kind = isDirectory.boolValue ? .project : .page
        self.config = config
        self.base = base
    }

    /// The name printed on start and shown on the index: the project
    /// folder's name, or the page file's name.
    public var name: String {
        name(in: pipeline.project(for: path))
    }

    /// The pipeline pages are read through: projects on top of ``base``, with ``config``.
    var pipeline: PagePipeline { PagePipeline(base: base, config: config) }

    func name(in project: Project) -> String {
        switch kind {
        case .page: URL(fileURLWithPath: path).lastPathComponent
        case .project: URL(fileURLWithPath: project.directory).standardizedFileURL.lastPathComponent
        }
    }

    /// The project as it is now, and the pages served from it.
    func load() -> (project: Project, pages: [PreviewPage]) {
        let project = pipeline.project(for: path)
        return (project, PreviewPage.named(kind == .page ? [path] : project.pageFiles))
    }

    /// The places a change in which may change what is served: the project
    /// folder (for a page without a project, the folder its data requests
    /// may read, see ``FileRoots``) and the data folder, searched through,
    /// plus the project file and every page, kind and preset file, which
    /// globs may find outside it.
    func watchList() -> FileWatchList {
        let project = pipeline.project(for: path)
        let folders =
            project.file == nil
            ? [FileRoots(pagePath: path).projectDirectory] : [project.directory, project.dataDirectory]
        var files = [project.file].compactMap { $0 } + project.pageFiles + project.componentFiles + project.layoutFiles
        if kind == .page { files.append(path) }
        return FileWatchList(folders: folders, files: files)
    }
}
