import ArgumentParser
import Foundation
import QuiltCore
import QuiltLint

extension PagelintCommand {
    /// `pagelint [PATHS…]`: lints files and folders and reports the findings.
    public struct Lint: AsyncParsableCommand {
        /// `check`, the default subcommand (`lint` is an alias). Not named
        /// `lint`: under `quilt lint` its usage line read "quilt lint lint".
        public static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Lint files and folders (the default subcommand).",
            discussion: """
                Folders are searched for *.yaml and *.yml files. Each file's project \
                (the nearest quilt.yml) says what it is by its globs; otherwise its \
                top-level key does (page:, component:, layout:). Configuration comes \
                from the project's lint: section and .pagelint.yml files found by \
                walking up from each file. Formats: \
                \(LintReporters.all.map { "\($0.identifier) (\($0.summary))" }.joined(separator: "; ")).
                """,
            aliases: ["lint"]
        )

        @Argument(help: "Files and folders to lint (default: the project of the nearest quilt.yml).")
        var paths: [String] = []

        @Option(
            help:
                "Output format: \(LintReporters.identifiers.joined(separator: ", ")). Default: human, or github when GITHUB_ACTIONS=true."
        )
        var format: String?

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @Flag(help: "Rewrite files to fix what can be fixed with certainty, then report what remains.")
        var fix = false

        @Option(help: "A configuration file to use instead of the .pagelint.yml files found by walking up.")
        var config: String?

        @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
        var output: String?

        @Option(help: "Colour the human format: auto (a terminal without NO_COLOR), always or never.")
        var color: ColorMode = .auto

        /// `--color`'s values.
        public enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
            case auto, always, never
        }

        /// Creates the command (ArgumentParser fills in the options).
        public init() {}

        /// Refuses an unknown `--format`.
        public func validate() throws {
            if let format, LintReporters.named(format) == nil {
                throw ValidationError(
                    "unknown format '\(format)': expected one of \(LintReporters.identifiers.joined(separator: ", "))")
            }
        }

        /// Lints the paths with the tool's registry and rules, writes the report, exits with its status.
        public func run() async throws {
            let environment = ProcessInfo.processInfo.environment
            let formatName =
                format
                ?? (environment["GITHUB_ACTIONS"] == "true" ? GitHubReporter.identifier : HumanReporter.identifier)
            guard let reporter = LintReporters.named(formatName) else { throw ExitCode(2) }
            let directory = FileManager.default.currentDirectoryPath
            let tool = LintTool.current
            let runner = LintRunner(
                registry: tool.registry, linter: Linter(rules: tool.lintRules), currentDirectory: directory,
                configurationFile: config, fix: fix)
            let report = await runner.run(paths: paths)
            for error in report.errors {
                StandardStream.error("\(tool.commandName): error: \(error)\n")
            }
            let colors: Bool =
                switch color {
                case .always: true
                case .never: false
                case .auto:
                    output == nil && isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
                        && environment["TERM"] != "dumb"
                }
            let text = reporter.render(report, context: ReportContext(currentDirectory: directory, colors: colors))
            if let output {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output))
                } catch {
                    StandardStream.error(
                        "\(tool.commandName): error: cannot write \(output): \(error.localizedDescription)\n")
                    throw ExitCode(2)
                }
            } else {
                try StandardStream.output(text)
            }
            Self.noteEstimatedFonts(of: tool)
            let status = report.exitStatus(strict: strict)
            if status != 0 { throw ExitCode(status) }
        }

        /// Says once, on standard error, that text in the project's fonts
        /// was estimated: `pagelint` links no font library (CONTRIBUTING.md).
        static func noteEstimatedFonts(of tool: LintTool) {
            guard let loader = tool.registry.fontLoader as? EstimatingFontLoader, loader.estimatedFaces > 0 else {
                return
            }
            StandardStream.error(
                "\(tool.commandName): note: text in the project's fonts is estimated, not measured; "
                    + "`quilt lint` measures it with the fonts\n")
        }
    }
}
