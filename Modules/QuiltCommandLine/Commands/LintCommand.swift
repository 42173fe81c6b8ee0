import ArgumentParser
import Quilt
import QuiltLintTool

/// `quilt lint [PATHS…]`: the linter as a subcommand, with `pagelint`'s
/// options, formats and exit statuses (0 clean, 1 error findings, 2 usage or
/// I/O errors) and its `rules` and `explain` subcommands, over the tool's
/// registry and lint rules.
public struct LintCommand: AsyncParsableCommand {
    /// `lint`, linting files by default.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: PagelintCommand.subcommandName,
            abstract: "Lint pages, component kinds, layout presets and quilt.yml (as pagelint does).",
            discussion: PagelintCommand.overview,
            subcommands: PagelintCommand.subcommands,
            defaultSubcommand: PagelintCommand.Lint.self
        )
    }

    /// Creates the command (ArgumentParser fills in the subcommand).
    public init() {}
}
