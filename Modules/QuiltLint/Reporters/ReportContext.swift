import Foundation
import QuiltYAML

/// What reporters need besides the report: where paths are relative to,
/// whether to colour, and the files' text for excerpts.
public struct ReportContext: Sendable {
    /// The folder report paths are relative to (absolute).
    public var currentDirectory: String
    /// The repository root that SARIF and GitHub paths are relative to
    /// (absolute): the nearest folder at or above the current one holding
    /// `.git`, else the current folder.
    public var repositoryRoot: String
    /// Use ANSI colours (human format).
    public var colors: Bool
    /// The tool's version, for SARIF and JSON.
    public var toolVersion: String
    /// The text of a reported file by its report path; nil when unreadable.
    public var source: @Sendable (String) -> SourceText?

    /// Creates a context; `repositoryRoot` defaults to the nearest folder
    /// with `.git` at or above `currentDirectory`.
    public init(
        currentDirectory: String, repositoryRoot: String? = nil, colors: Bool = false,
        toolVersion: String = LintReporters.toolVersion,
        source: (@Sendable (String) -> SourceText?)? = nil
    ) {
        let names = PathNames(currentDirectory: currentDirectory)
        self.currentDirectory = names.currentDirectory
        self.repositoryRoot =
            repositoryRoot.map { names.absolute($0) } ?? Self.findRepositoryRoot(from: names.currentDirectory)
        self.colors = colors
        self.toolVersion = toolVersion
        self.source =
            source ?? { path in
                try? SourceText(bytes: FileBytes.read(names.absolute(path), limit: YAMLLimits.default.maxBytes).get())
            }
    }

    /// `path` (a report path) relative to the repository root, `/`-separated;
    /// the report path itself when the file is outside the repository.
    public func repositoryPath(_ path: String) -> String {
        let absolute = PathNames(currentDirectory: currentDirectory).absolute(path)
        return LintConfiguration.relativePath(absolute, to: repositoryRoot) ?? path
    }

    static func findRepositoryRoot(from directory: String) -> String {
        var current = directory
        while true {
            // A worktree or submodule has a `.git` file rather than a folder.
            if FileManager.default.fileExists(atPath: (current == "/" ? "" : current) + "/.git") { return current }
            if current == "/" { return directory }
            current = PathNames.parent(current)
        }
    }
}
