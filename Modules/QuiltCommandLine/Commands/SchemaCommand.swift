import ArgumentParser
import Foundation
import Quilt
import QuiltLintTool
import QuiltPipeline

/// `quilt schema --project DIR`: prints the page schema of one project.
public struct SchemaCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a page schema that knows a project's component kinds and layout presets.",
        discussion: """
            The output is Quilt's page schema (Schemas/page.schema.json) in one \
            self-contained file, extended with the project's names: `component:` \
            must be one of its kinds and each kind's items are checked against its \
            fields; `layout:` must be one of its families or presets and a preset's \
            options are checked by its family's schema. Save it and name it in \
            pages: `# yaml-language-server: $schema=<file>`. Problems in the project \
            go to standard error; errors exit 1. A family registered in code that \
            describes its options (DescribedLayoutFamily) is checked by its own \
            schema in a project's schema.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The project folder or its quilt.yml (default: the nearest quilt.yml at or above the current folder).",
            valueName: "path"))
    var project: String?

    @Option(
        help: ArgumentHelp(
            "The folder holding Quilt's schemas (default: the nearest Schemas/ above the project, the current folder or the quilt executable).",
            valueName: "dir"))
    var schemas: String?

    @Flag(help: "Write compact JSON instead of indented JSON.")
    var compact = false

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
    var output: String?

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Reads the project and writes its schema.
    public func run() async throws {
        let path = project ?? FileManager.default.currentDirectoryPath
        var isDirectory: ObjCBool = false
        let isFile = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        let loaded = PagePipeline(base: QuiltTool.current.registry, config: isFile ? path : nil).project(for: path)
        DiagnosticOutput.printToStandardError(loaded.diagnostics)
        if loaded.diagnostics.containsErrors { throw ExitCode(1) }

        let directory = try schemasDirectory(near: [loaded.directory])
        try write { () throws(SchemaFailure) in
            try ProjectSchema(schemasDirectory: directory, project: loaded).text(compact: compact)
        }
    }

    /// `--schemas`, else the nearest Schemas/ above `starts`, the current
    /// folder or the executable, else those of the Quilt sources the tool
    /// was built from; exit 2 when there is none.
    private func schemasDirectory(near starts: [String]) throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let fallback = ProjectSchema.sourceSchemasDirectory.map { [$0.path] } ?? []
        let candidates =
            schemas.map { [$0] } ?? starts + [FileManager.default.currentDirectoryPath, executable] + fallback
        guard let directory = ProjectSchema.locateSchemas(from: candidates) else {
            StandardStream.error("error: cannot find Quilt's schemas (page.schema.json); pass --schemas DIR\n")
            throw ExitCode(2)
        }
        return directory
    }

    /// Writes what `make` builds to `--output` or standard output; exit 2 when it cannot be built.
    private func write(_ make: () throws(SchemaFailure) -> String) throws {
        let text: String
        do {
            text = try make()
        } catch {
            StandardStream.error("error: \(error)\n")
            throw ExitCode(2)
        }
        try OutputFile.write(text, to: output)
    }
}
