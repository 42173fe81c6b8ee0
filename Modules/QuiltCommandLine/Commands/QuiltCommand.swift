import ArgumentParser
import Quilt

/// `quilt`: lays out, renders, previews and lints Quilt pages, and prints
/// their schema — the root of every ``QuiltTool``'s subcommands (its own
/// ``QuiltTool/subcommands`` between `schema` and `lint`), named after the tool.
public struct QuiltCommand: AsyncParsableCommand {
    /// The tool's name, version and subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: QuiltTool.current.commandName,
            abstract: "Lay out, render, preview and lint Quilt pages.",
            version: QuiltTool.current.version,
            subcommands: [LayoutCommand.self, RenderCommand.self, SchemaCommand.self]
                + QuiltTool.current.subcommands + [LintCommand.self]
        )
    }

    /// Creates the command (ArgumentParser fills in the subcommand).
    public init() {}
}
