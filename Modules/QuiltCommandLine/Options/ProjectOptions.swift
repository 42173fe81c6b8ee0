import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// The project a command works in: `--config PATH`, or the nearest
/// `quilt.yml` above the page, or none (then the tool's registry alone).
///
/// A command adopts it with `@OptionGroup var projectOptions: ProjectOptions` and
/// one call to ``readPage(_:)``.
package struct ProjectOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The project file (quilt.yml). By default the nearest quilt.yml in the page's folder or above it.",
            valueName: "path"))
    package var config: String?

    /// Creates the options (ArgumentParser fills them in).
    package init() {}

    /// The page pipeline for this project choice, over the running tool's registry.
    func pipeline(offline: Bool = false) -> PagePipeline {
        PagePipeline(base: QuiltTool.current.registry, config: config, offline: offline)
    }

    /// Reads the page at `path` against its project and prints every problem
    /// of both once, on standard error. Throws exit status 1 when any is an
    /// error (or there is no page).
    func readPage(_ path: String) throws -> PreparedPage {
        let prepared = pipeline().read(path)
        DiagnosticOutput.printToStandardError(prepared.diagnostics)
        guard prepared.isUsable else { throw ExitCode(1) }
        return prepared
    }
}
