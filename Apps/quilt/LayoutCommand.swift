import ArgumentParser
import Foundation
import Quilt

/// `quilt layout PAGE.yaml --width W`: prints the page's frames as JSON.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a page and print its frames as JSON (Schemas/layout.schema.json).",
        discussion: """
            Problems in the page are printed to standard error as \
            file:line:column: severity: message [code]. Errors exit with status 1 \
            and print no JSON; warnings do not stop the layout. A page with a \
            module loads its data first (the initial intent, then --load-more \
            pages); a failed request is an error.
            """
    )

    @Argument(help: "The page file (YAML).")
    var page: String

    @Option(help: "The container width in points.")
    var width: Double = 390

    @Flag(help: "Write compact JSON instead of indented JSON.")
    var compact = false

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output.")
    var output: String?

    @OptionGroup var loading: PageLoadingOptions

    func validate() throws {
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number") }
    }

    func run() async throws {
        let file = PageFile.load(path: page, registry: .standard)
        DiagnosticOutput.printToStandardError(file.diagnostics)
        guard let spec = file.page, !file.diagnostics.containsErrors else { throw ExitCode(1) }
        let loaded = try await loading.load(spec, path: page)
        let snapshot = PageLayout.layout(loaded, width: width)
        let json = LayoutJSON(pretty: !compact).encode(snapshot)
        try OutputFile.write(json, to: output)
    }
}
