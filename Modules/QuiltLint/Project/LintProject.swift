import Foundation
import QuiltCore
import QuiltYAML

/// A Quilt project as the linter sees it: the project the engine loads
/// (``Project``: its settings, the registry with the project's component kinds
/// and layout presets, its files and their problems), with paths made
/// absolute for matching and the `lint:` section decoded.
public struct LintProject: Sendable {
    /// The project file's name.
    public static let fileName = ProjectLoader.fileName

    /// The project as the engine loads it, with absolute paths.
    public var project: Project
    /// The project folder (absolute, standardised).
    public var root: String
    /// The absolute path of `quilt.yml`.
    public var file: String
    /// `quilt.yml`'s path as reports show it.
    public var displayPath: String
    /// The `lint:` section, decoded.
    public var lint: LintConfiguration
    /// Problems the loader found, by the absolute path of the file they are in.
    private var diagnosticsByFile: [String: [Diagnostic]]
    private var pageFiles: Set<String>
    private var componentFiles: Set<String>
    private var layoutFiles: Set<String>

    /// The names pages in the project may use.
    public var registry: Registry { project.registry }

    /// Loads the project whose file is `file` (absolute) on top of
    /// `baseRegistry`; locations are renamed by `names` for reports.
    init(
        file: String, baseRegistry: Registry, knownRules: [DiagnosticCode], names: PathNames,
        loader: YAMLLoader = YAMLLoader()
    ) {
        var project = ProjectLoader.load(file: file, base: baseRegistry, loader: loader)
        root = PathNames.parent(file)
        self.file = file
        displayPath = names.display(file)
        pageFiles = Set(project.pageFiles.map(names.absolute))
        componentFiles = Set(project.componentFiles.map(names.absolute))
        layoutFiles = Set(project.layoutFiles.map(names.absolute))
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in project.diagnostics {
            byFile[names.absolute(diagnostic.location.file), default: []].append(names.displaying(diagnostic))
        }
        diagnosticsByFile = byFile
        project.diagnostics = []
        self.project = project
        lint =
            project.settings.lint.map {
                LintConfiguration.decode($0, base: PathNames.parent(file), knownRules: knownRules)
            } ?? LintConfiguration()
        lint.diagnostics = lint.diagnostics.map(names.displaying)
    }

    /// What the project's globs make of a file.
    enum FileRole: Hashable, Sendable {
        /// A page, component kind, layout preset or the project file.
        case kind(LintFileKind)
        /// In the project's data folder: not linted.
        case data
        /// In the project folder but named by no glob.
        case unlisted
        /// Outside the project folder.
        case outside
    }

    /// The role of the file at `absolutePath`.
    func role(of absolutePath: String) -> FileRole {
        if absolutePath == file { return .kind(.project) }
        if pageFiles.contains(absolutePath) { return .kind(.page) }
        if componentFiles.contains(absolutePath) { return .kind(.component) }
        if layoutFiles.contains(absolutePath) { return .kind(.layout) }
        guard let relative = LintConfiguration.relativePath(absolutePath, to: root) else { return .outside }
        let data = project.settings.data.split(separator: "/").joined(separator: "/")
        if !data.isEmpty, relative == data || relative.hasPrefix(data + "/") { return .data }
        return .unlisted
    }

    /// The problems the project loader found in the file at `absolutePath`:
    /// `quilt.yml` and the component kinds and presets it loaded (nil for
    /// files it did not load, which are decoded on their own).
    func diagnostics(forFile absolutePath: String) -> [Diagnostic]? {
        guard absolutePath == file || componentFiles.contains(absolutePath) || layoutFiles.contains(absolutePath) else {
            return nil
        }
        return diagnosticsByFile[absolutePath] ?? []
    }

    /// The `pages:` globs as written.
    var pagePatterns: [String] { project.settings.pages.map(\.glob.pattern) }

    /// The project file, its pages, component kinds and presets, as absolute paths, sorted.
    func listedFiles() -> [String] {
        Array(pageFiles.union(componentFiles).union(layoutFiles).union([file])).sorted()
    }
}
