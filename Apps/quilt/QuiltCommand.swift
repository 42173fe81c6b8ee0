import ArgumentParser
import Quilt

/// `quilt`: lays out, renders and previews Quilt pages.
@main
struct QuiltCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quilt",
        abstract: "Lay out, render and preview Quilt pages.",
        subcommands: [
            LayoutCommand.self,
            RenderCommand.self,
            SchemaCommand.self,
            PreviewCommand.self,
        ]
    )
}
