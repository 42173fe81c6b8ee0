import ArgumentParser
import Quilt

/// `quilt`: lays out, renders and lints Quilt pages, and prints their schema
/// — the root of every ``QuiltTool``'s subcommands (its own
/// ``QuiltTool/subcommands``, such as `quilt`'s `preview`, between `schema`
/// and `lint`), named after the tool.
public struct QuiltCommand: AsyncParsableCommand {
    /// The tool's name, version and subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: QuiltTool.current.commandName,
            // The tool's own subcommands (`preview` for `quilt`) show in the list below it.
            abstract: "Lay out, render and lint Quilt pages, and print their schema.",
            version: QuiltTool.current.version,
            subcommands: [LayoutCommand.self, RenderCommand.self, SchemaCommand.self]
                + QuiltTool.current.subcommands + [LintCommand.self]
        )
    }

    /// Creates the command (ArgumentParser fills in the subcommand).
    public init() {}
}
