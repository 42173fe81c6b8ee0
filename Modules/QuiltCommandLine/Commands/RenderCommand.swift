import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `quilt render PAGE.yaml --width 390 --format html -o page.html`: draws the
/// page as a self-contained HTML or SVG file, at one width or several side by side.
public struct RenderCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a page as a self-contained HTML page or an SVG picture.",
        discussion: """
            --width takes one width or several separated by commas \
            (--width 320,390,768); several widths are drawn side by side in one file. \
            Decoration images given as paths are embedded, so the output needs no \
            other file; a path is looked up from the page's folder upwards to the \
            project folder (the one holding quilt.yml). Problems in the page are \
            printed to standard error as file:line:column: severity: message [code]; \
            errors in the page exit with status 1 and write nothing; warnings do not (with \
            --strict they exit with status 1 after the output is written). A page with a \
            module loads its data first, as for `quilt layout` (--intent, --load-more); \
            when a request fails the drawing is still written, showing what loaded and \
            the failed sections, and the exit status is 1. Colours written as \
            {light, dark} are drawn in --appearance; without it the HTML page follows \
            the reader's colour scheme (prefers-color-scheme) and the SVG is light.
            """
    )

    /// What to write.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case html
        case svg
    }

    @Option(help: "Container widths in points, comma-separated (default: the project's first width, else 390).")
    var width: String?

    @Option(help: "html or svg (default: from the output file's extension, else html).")
    var format: Format?

    @Option(
        help:
            "light or dark: the half of each {light, dark} colour to draw (default: the HTML follows the reader's colour scheme, the SVG is light)."
    )
    var appearance: Appearance?

    @Flag(
        name: .customLong("with-data"),
        help: "HTML: give each item its data as its component kind reformed it, as JSON in data-item-data.")
    var withData = false

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var input: PageInputOptions

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Refuses option values out of range.
    public func validate() throws {
        _ = try widths()
    }

    /// The widths in `--width`, each a positive number; nil without `--width`.
    func widths() throws -> [Double]? {
        guard let width else { return nil }
        guard let widths = WidthList.parse(width) else {
            throw ValidationError(
                "--width must be positive numbers from \(WidthList.rangeText), at most \(WidthList.maximumCount), separated by commas (e.g. 320,390,768), found '\(width)'"
            )
        }
        return widths
    }

    /// Runs the command with the tool's registry.
    public func run() async throws {
        let (prepared, loaded) = try await input.read()
        // Without --width, the width `quilt layout` uses: the two commands draw the same page.
        let widths = try widths() ?? [prepared.project.defaultWidth]
        let checked = widths.map { PageLayout.checkedLayout(loaded.page, width: $0) }
        let problems = checked.flatMap(\.diagnostics)
        DiagnosticOutput.printToStandardError(problems)
        guard !problems.containsErrors else { throw ExitCode(1) }
        let snapshots = checked.map(\.snapshot)
        let images = ProjectImages(pagePath: input.page)
        let bytes: [UInt8]
        switch format ?? (output?.lowercased().hasSuffix(".svg") == true ? .svg : .html) {
        case .html:
            var renderer = HTMLRenderer(images: images.resolver, appearance: appearance)
            renderer.itemData = withData
            bytes = renderer.renderUTF8(snapshots, page: loaded.page)
        case .svg:
            bytes = SVGRenderer(images: images.resolver, appearance: appearance ?? .light)
                .renderUTF8(snapshots, page: loaded.page)
        }
        let imageProblems = images.diagnostics(for: loaded.page)
        DiagnosticOutput.printToStandardError(imageProblems)
        try OutputFile.write(bytes, to: output)
        try input.finish(loaded, warnings: loaded.warnings + imageProblems.count)
    }
}
