import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `quilt schema --project DIR`: prints the page schema of one project.
struct SchemaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a page schema that knows a project's component kinds and layout presets.",
        discussion: """
            The output is Quilt's page schema (Schemas/page.schema.json) in one \
            self-contained file, extended with the project's names: `component:` \
            must be one of its kinds and each kind's items are checked against its \
            fields; `layout:` must be one of its families or presets and a preset's \
            options are checked by its family's schema. Save it and name it in \
            pages: `# yaml-language-server: $schema=<file>`. Problems in the project \
            go to standard error; errors exit 1.
            """
    )

    @Option(help: ArgumentHelp(
        "The project folder or its quilt.yml (default: the nearest quilt.yml at or above the current folder).", valueName: "path"))
    var project: String?

    @Option(help: ArgumentHelp(
        "The folder holding Quilt's schemas (default: the nearest Schemas/ above the project, the current folder or the quilt executable).",
        valueName: "dir"))
    var schemas: String?

    @Flag(help: "Write compact JSON instead of indented JSON.")
    var compact = false

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
    var output: String?

    func run() async throws {
        let path = project ?? FileManager.default.currentDirectoryPath
        var isDirectory: ObjCBool = false
        let isFile = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        let loaded = PagePipeline(config: isFile ? path : nil).project(for: path)
        DiagnosticOutput.printToStandardError(loaded.diagnostics)
        if loaded.diagnostics.containsErrors { throw ExitCode(1) }

        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        let starts = schemas.map { [$0] } ?? [loaded.directory, FileManager.default.currentDirectoryPath, executable]
        guard let directory = ProjectSchema.locateSchemas(from: starts) else {
            FileHandle.standardError.write(Data("error: cannot find Quilt's schemas (page.schema.json); pass --schemas DIR\n".utf8))
            throw ExitCode(2)
        }
        let text: String
        do {
            text = try ProjectSchema(schemasDirectory: directory, project: loaded).text(compact: compact)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        try OutputFile.write(text, to: output)
    }
}
