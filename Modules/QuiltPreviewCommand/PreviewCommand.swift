import ArgumentParser
import Foundation
import Quilt
import QuiltCommandLine
import QuiltLintTool
import QuiltPipeline
import QuiltPreview

/// `quilt preview [PATH]`: serves a project's pages on a local web server,
/// drawn as `quilt render` draws them, reloading when a file changes. A tool
/// offers it by adding it to ``QuiltTool/subcommands``, as the stock `quilt` does.
public struct PreviewCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a project's pages on a local web server that reloads them when a file changes.",
        discussion: """
            PATH is a project folder (every page its quilt.yml's globs match) or \
            one page file. / lists the pages with their problem counts; \
            /pages/NAME draws a page as `quilt render` does (?width=390,768 for \
            other widths, ?direction=rtl right to left), /pages/NAME.svg and /pages/NAME.json give its SVG and \
            its `quilt layout` JSON. A page with errors shows its problems instead. \
            The project's files are polled for changes; open pages reload when \
            one changes. Stop with Ctrl-C.
            """
    )

    @Argument(help: "A project folder or a page file.")
    var path = "."

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on (an IPv4 or IPv6 address, or localhost).")
    var host = "127.0.0.1"

    @Option(help: "Container widths in points, comma-separated (default: the project's first width, else 390).")
    var width: String?

    @Option(
        help:
            "Lay every page out left to right or right to left, whatever its `direction:` says (?direction= per page).")
    var direction: LayoutDirection?

    @OptionGroup var projectOptions: ProjectOptions

    @Flag(help: "Refuse HTTP requests when loading data (file requests still load).")
    var offline = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Refuses option values out of range (docs/limits.md).
    public func validate() throws {
        try NumberRange.port.validate(Double(port), flag: "--port")
        if let width, WidthList.parse(width) == nil {
            throw ValidationError(
                "--width must be positive numbers from \(WidthList.rangeText), at most \(WidthList.maximumCount), separated by commas (e.g. 320,390,768), found '\(width)'"
            )
        }
    }

    /// Runs the command with the tool's registry.
    public func run() async throws {
        let server: PreviewServer
        let source: PreviewSource
        do {
            source = try PreviewSource(path: path, config: projectOptions.config, base: QuiltTool.current.registry)
            let site = PreviewSite(
                source: source, widths: width.flatMap(WidthList.parse), offline: offline,
                direction: direction)
            server = try await PreviewServer.start(site: site, host: host, port: port)
        } catch {
            StandardStream.error("error: \(error)\n")
            throw ExitCode(2)
        }
        if await server.site.watchesOnlySomeFiles {
            StandardStream.error(
                "warning: the project has too many files to watch them all; some changes will not reload\n")
        }
        // Written unbuffered: tools read the URL from a pipe while the server runs.
        do {
            try StandardStream.output("Serving \(source.name) at \(server.url)\n")
        } catch {
            await server.stop()
            throw error
        }
        let signal = await TerminationSignals.next()
        await server.stop()
        StandardStream.error("Stopped (\(signal)).\n")
    }
}
