import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `quilt render PAGE.yaml --width 390 --format html -o page.html`: draws the
/// page as a self-contained HTML or SVG file, at one width or several side by side.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a page as a self-contained HTML page or an SVG picture.",
        discussion: """
            --width takes one width or several separated by commas \
            (--width 320,390,768); several widths are drawn side by side in one file. \
            Decoration images given as paths are embedded, so the output needs no \
            other file; a path is looked up from the page's folder upwards to the \
            project folder (the one holding quilt.yml). Problems in the page are \
            printed to standard error as file:line:column: severity: message [code]; \
            errors exit with status 1 and write nothing; warnings do not (with --strict \
            they exit with status 1 after the output is written). A page with a module loads \
            its data first, as for `quilt layout`.
            """
    )

    /// What to write.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html
        case svg
    }

    @Argument(help: "The page file (YAML).")
    var page: String

    @Option(help: "Container widths in points, comma-separated.")
    var width = "390"

    @Option(help: "html or svg (default: from the output file's extension, else html).")
    var format: Format?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var loading: PageLoadingOptions

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        _ = try widths()
    }

    /// The widths in `--width`, each a positive number.
    func widths() throws -> [Double] {
        guard let widths = WidthList.parse(width) else {
            throw ValidationError("--width must be positive numbers separated by commas (e.g. 320,390,768), found '\(width)'")
        }
        return widths
    }

    func run() async throws {
        let widths = try widths()
        let prepared = try projectOptions.readPage(page)
        let (loaded, warnings) = try await loading.load(prepared)
        let snapshots = widths.map { PageLayout.layout(loaded, width: $0) }
        let images = ProjectImages(pagePath: page)
        let text: String
        switch format ?? (output?.lowercased().hasSuffix(".svg") == true ? .svg : .html) {
        case .html: text = HTMLRenderer(images: images.resolver).render(snapshots, page: loaded)
        case .svg: text = SVGRenderer(images: images.resolver).render(snapshots, page: loaded)
        }
        for missing in images.missing {
            FileHandle.standardError.write(Data("warning: image '\(missing)' not found from \(page); drawn without it\n".utf8))
        }
        try OutputFile.write(text, to: output)
        try strictness.finish(warnings: warnings + images.missing.count)
    }
}
