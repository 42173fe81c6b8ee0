import Foundation
import QuiltCore
import QuiltYAML

/// A Quilt project as the linter sees it: the folder of its `quilt.yml`, the
/// globs that say which files are pages, component kinds, layout presets and
/// data, the paths it excludes, its `lint:` section, and the registry its
/// pages resolve names against.
public struct LintProject: Sendable {
    /// The project file's name.
    public static let fileName = "quilt.yml"

    /// The project folder (absolute, standardised).
    public var root: String
    /// The absolute path of `quilt.yml`.
    public var file: String
    /// `quilt.yml`'s path as reports show it.
    public var displayPath: String
    /// `pages:` globs.
    var pages: [Glob]
    /// `components:` globs.
    var components: [Glob]
    /// `layouts:` globs.
    var layouts: [Glob]
    /// `data:` globs: files that are never linted.
    var data: [Glob]
    /// `exclude:` globs.
    var exclude: [Glob]
    /// The `lint:` section, decoded.
    public var lint: LintConfiguration
    /// The names pages in the project may use.
    public var registry: Registry

    /// Reads the project file at `file` (absolute). Problems in it are in
    /// ``lint``'s diagnostics, located at `displayPath`.
    public static func load(file: String, displayPath: String, baseRegistry: Registry, knownRules: [String], loader: YAMLLoader = YAMLLoader()) -> LintProject {
        let root = (file as NSString).deletingLastPathComponent
        var project = LintProject(
            root: root, file: file, displayPath: displayPath, pages: [Glob("pages/**/*.yaml"), Glob("pages/**/*.yml")], components: [Glob("components/*.yaml")],
            layouts: [Glob("layouts/*.yaml")], data: [Glob("data/**")], exclude: [], lint: LintConfiguration(), registry: baseRegistry)
        let document = FileManager.default.contents(atPath: file).map { data in
            data.withUnsafeBytes { loader.parse(bytes: $0.bindMemory(to: UInt8.self), file: displayPath) }
        }
        guard let root = document?.root, root.pairs != nil else { return project }
        var context = DecodingContext(registry: Registry())
        // Only the keys the linter needs are read here; the project loader
        // reports the rest of the file's problems.
        func globs(_ key: String, default defaults: [Glob]) -> [Glob] {
            guard let node = root[key], !node.isNull else { return defaults }
            if let text = node.scalarText { return [Glob(text)] }
            return ([String].decode(node, context: &context) ?? []).map(Glob.init)
        }
        project.pages = globs("pages", default: project.pages)
        project.components = globs("components", default: project.components)
        project.layouts = globs("layouts", default: project.layouts)
        project.data = globs("data", default: project.data)
        project.exclude = globs("exclude", default: [])
        if let lint = root["lint"], !lint.isNull {
            project.lint = LintConfiguration.decode(lint, base: project.root, knownRules: knownRules)
        }
        return project
    }

    /// The kind the globs give the file at `absolutePath`; nil when no glob
    /// names it. Data files are ``FileRole/data``.
    func role(of absolutePath: String) -> FileRole {
        if absolutePath == file { return .kind(.project) }
        guard let relative = LintConfiguration.relativePath(absolutePath, to: root) else { return .outside }
        if exclude.contains(where: { $0.matchesItselfOrParent(relative) }) { return .excluded }
        if pages.contains(where: { $0.matches(relative) }) { return .kind(.page) }
        if components.contains(where: { $0.matches(relative) }) { return .kind(.component) }
        if layouts.contains(where: { $0.matches(relative) }) { return .kind(.layout) }
        if data.contains(where: { $0.matches(relative) }) { return .data }
        return .unlisted
    }

    /// What the project's globs make of a file.
    enum FileRole: Hashable, Sendable {
        /// A page, component kind, layout preset or the project file.
        case kind(LintFileKind)
        /// A data file: not linted.
        case data
        /// Matched by `exclude:`.
        case excluded
        /// In the project folder but named by no glob.
        case unlisted
        /// Outside the project folder.
        case outside
    }

    /// The project's pages, component kinds and presets, with the project
    /// file itself, as absolute paths, sorted.
    func listedFiles() -> [String] {
        var found: [String] = [file]
        for relative in FileWalker.files(under: root, where: { _ in true }) {
            let path = root + "/" + relative
            if case .kind = role(of: path) { found.append(path) }
        }
        return Array(Set(found)).sorted()
    }
}
