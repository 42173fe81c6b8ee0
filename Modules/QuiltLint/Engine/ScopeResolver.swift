import Foundation
import QuiltCore
import QuiltYAML

/// Finds the project and configuration of each folder by walking up from it
/// (the nearest `quilt.yml`; every `.pagelint.yml` on the way up to the
/// project folder, nearest winning), loading each file once.
struct ScopeResolver {
    let baseRegistry: Registry
    let knownRules: [DiagnosticCode]
    let names: PathNames
    /// `--config`: replaces the `.pagelint.yml` search.
    let explicitConfiguration: LintConfiguration?
    private var projects: [String: LintProject?] = [:]
    private var configurationFiles: [String: LintConfiguration?] = [:]
    private var scopes: [String: LintScope] = [:]

    init(
        baseRegistry: Registry, knownRules: [DiagnosticCode], names: PathNames,
        explicitConfiguration: LintConfiguration?
    ) {
        self.baseRegistry = baseRegistry
        self.knownRules = knownRules
        self.names = names
        self.explicitConfiguration = explicitConfiguration
    }

    /// Every configuration problem met so far (project `lint:` sections,
    /// `.pagelint.yml` files, `--config`).
    var configurationDiagnostics: [Diagnostic] {
        var diagnostics = explicitConfiguration?.diagnostics ?? []
        for case let project? in projects.values { diagnostics += project.lint.diagnostics }
        for case let configuration? in configurationFiles.values { diagnostics += configuration.diagnostics }
        return diagnostics
    }

    /// The scope of files in `directory` (absolute).
    mutating func scope(forDirectory directory: String) -> LintScope {
        if let scope = scopes[directory] { return scope }
        let project = project(forDirectory: directory)
        var configuration = project?.lint ?? LintConfiguration()
        if let explicitConfiguration {
            configuration = configuration.merged(with: explicitConfiguration)
        } else {
            // Farthest first, so nearer files win.
            for file in configurationFilesAbove(directory, stoppingAt: project?.root).reversed() {
                configuration = configuration.merged(with: file)
            }
        }
        var scope = LintScope(
            registry: project?.registry ?? baseRegistry, project: project, configuration: configuration)
        scope.names = names
        scopes[directory] = scope
        return scope
    }

    /// The nearest project at or above `directory`.
    mutating func project(forDirectory directory: String) -> LintProject? {
        if let cached = projects[directory] { return cached }
        let file = directory == "/" ? "/" + LintProject.fileName : directory + "/" + LintProject.fileName
        let project: LintProject?
        if FileManager.default.fileExists(atPath: file) {
            project = LintProject(file: file, baseRegistry: baseRegistry, knownRules: knownRules, names: names)
        } else if directory == "/" {
            project = nil
        } else {
            project = self.project(forDirectory: PathNames.parent(directory))
        }
        projects[directory] = project
        return project
    }

    /// `.pagelint.yml` files from `directory` up (nearest first), not above
    /// `limit` when there is a project, up to the root otherwise.
    private mutating func configurationFilesAbove(_ directory: String, stoppingAt limit: String?) -> [LintConfiguration]
    {
        var found: [LintConfiguration] = []
        var current = directory
        while true {
            if let configuration = configurationFile(in: current) { found.append(configuration) }
            if current == "/" || current == limit { break }
            current = PathNames.parent(current)
        }
        return found
    }

    private mutating func configurationFile(in directory: String) -> LintConfiguration? {
        if let cached = configurationFiles[directory] { return cached }
        let file = (directory == "/" ? "" : directory) + "/" + LintConfiguration.fileName
        var configuration: LintConfiguration?
        if FileManager.default.fileExists(atPath: file) {
            configuration = LintConfiguration.load(file: file, displayPath: names.display(file), knownRules: knownRules)
        }
        configurationFiles[directory] = configuration
        return configuration
    }
}
