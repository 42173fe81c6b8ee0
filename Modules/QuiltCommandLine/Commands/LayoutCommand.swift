import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `quilt layout PAGE.yaml --width W [--offset Y] [--with-data]`: prints the
/// page's frames as JSON, with `--with-data` each item's reformed data too.
public struct LayoutCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a page and print its frames as JSON (Schemas/layout.schema.json).",
        discussion: """
            Problems in the page are printed to standard error as \
            file:line:column: severity: message [code]. Errors in the page exit \
            with status 1 and print no JSON; warnings do not stop the layout (with \
            --strict they exit with status 1 after the JSON is written). The page's \
            project (the nearest quilt.yml, or --config) supplies component kinds, \
            layout presets and the default width. A page with a module loads its \
            data first: the initial intent, then each --intent (or --load-more N). \
            A failed request is an error: the JSON is still written, with what \
            loaded and the failed sections as they show, and the exit status is 1.
            """
    )

    @Option(
        help:
            "The container width in points, \(NumberRange.width.requirement) (default: the project's first width, else 390)."
    )
    var width: Double?

    @Option(help: "A vertical scroll offset in points: the JSON then also gives each pinned header's frame at it.")
    var offset: Double?

    @Option(
        name: .customLong("viewport-height"),
        help: "With --offset: the viewport's height in points; the JSON then also gives each pinned footer's frame.")
    var viewportHeight: Double?

    @Option(help: "light or dark: write each {light, dark} colour in the attributes as that half (default: both).")
    var appearance: Appearance?

    @Flag(
        name: .customLong("with-data"),
        help: "Give each item its data as its component kind reformed it (every field; .inf and .nan as strings).")
    var withData = false

    @Flag(help: "Write compact JSON instead of indented JSON.")
    var compact = false

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output.")
    var output: String?

    @OptionGroup var input: PageInputOptions

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Refuses option values out of range (docs/limits.md).
    public func validate() throws {
        if let width { try NumberRange.width.validate(width, flag: "--width") }
        if let offset { try NumberRange.scrollOffset.validate(offset, flag: "--offset") }
        if let viewportHeight {
            try NumberRange.viewportHeight.validate(viewportHeight, flag: "--viewport-height")
            guard offset != nil else { throw ValidationError("--viewport-height needs --offset (the viewport's top)") }
        }
    }

    /// Runs the command with the tool's registry.
    public func run() async throws {
        let (prepared, loaded) = try await input.read()
        let (snapshot, problems) = PageLayout.checkedLayout(loaded.page, width: width ?? prepared.project.defaultWidth)
        DiagnosticOutput.printToStandardError(problems)
        guard !problems.containsErrors else { throw ExitCode(1) }
        var encoder = LayoutJSON(pretty: !compact, offset: offset)
        encoder.viewportHeight = viewportHeight
        encoder.appearance = appearance
        let json = withData ? encoder.encodeUTF8(snapshot, withDataOf: loaded.page) : encoder.encodeUTF8(snapshot)
        try OutputFile.write(json, to: output)
        try input.finish(loaded, warnings: loaded.warnings)
    }
}
