import ArgumentParser
import Foundation
import QuiltCore
import QuiltLint

/// `pagelint`: lints Quilt pages, component kinds, layout presets and
/// `quilt.yml` (see docs/lint.md), with the running ``LintTool``'s
/// registry and rules.
///
/// Exit status: 0 clean (warnings allowed unless `--strict`), 1 when a
/// finding is an error, 2 on a usage or I/O error.
public struct PagelintCommand: AsyncParsableCommand {
    /// The tool's name and version; lints files by default.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: LintTool.current.commandName,
            abstract: "Lint Quilt pages, component kinds, layout presets and quilt.yml.",
            discussion: overview,
            version: LintTool.current.version,
            subcommands: subcommands,
            defaultSubcommand: Lint.self
        )
    }

    /// The name of the linter as a subcommand of a larger tool (`quilt lint`).
    package static let subcommandName = "lint"

    /// The subcommands, shared with `quilt lint`.
    package static let subcommands: [any ParsableCommand.Type] = [Lint.self, Rules.self, Explain.self]

    /// What the help says about the linter as a whole.
    package static let overview = """
        With no subcommand, lints the given files and folders (or, with none, the \
        project of the nearest quilt.yml). Exit status: 0 clean, 1 error findings \
        (or warnings with --strict), 2 usage or I/O errors. `rules` lists the \
        rules; `explain RULE` documents one.
        """

    /// Creates the command (ArgumentParser fills in the subcommand).
    public init() {}
}
