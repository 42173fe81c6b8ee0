import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `quilt layout PAGE.yaml --width W [--offset Y]`: prints the page's frames as JSON.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a page and print its frames as JSON (Schemas/layout.schema.json).",
        discussion: """
            Problems in the page are printed to standard error as \
            file:line:column: severity: message [code]. Errors exit with status 1 \
            and print no JSON; warnings do not stop the layout (with --strict they \
            exit with status 1 after the JSON is written). The page's project \
            (the nearest quilt.yml, or --config) supplies component kinds, layout \
            presets and the default width. A page with a module loads its data \
            first (the initial intent, then --load-more pages); a failed request \
            is an error.
            """
    )

    @Argument(help: "The page file (YAML).")
    var page: String

    @Option(help: "The container width in points (default: the project's first width, else 390).")
    var width: Double?

    @Option(help: "A vertical scroll offset in points: the JSON then also gives each pinned header's frame at it.")
    var offset: Double?

    @Flag(help: "Write compact JSON instead of indented JSON.")
    var compact = false

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output.")
    var output: String?

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var loading: PageLoadingOptions

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if let width { guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number") } }
        if let offset, !offset.isFinite { throw ValidationError("--offset must be a finite number") }
    }

    func run() async throws {
        let prepared = try projectOptions.readPage(page)
        let (loaded, warnings) = try await loading.load(prepared)
        let snapshot = PageLayout.layout(loaded, width: width ?? prepared.project.defaultWidth)
        let json = LayoutJSON(pretty: !compact, offset: offset).encode(snapshot)
        try OutputFile.write(json, to: output)
        try strictness.finish(warnings: warnings)
    }
}
