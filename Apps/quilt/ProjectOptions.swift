import ArgumentParser
import Foundation
import Quilt
import QuiltPreview

/// The project a command works in: `--config PATH`, or the nearest
/// `quilt.yml` above the page, or none (then `Registry.standard` alone).
///
/// A command adopts it with `@OptionGroup var projectOptions: ProjectOptions` and
/// one call to ``loadPage(_:)``.
struct ProjectOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The project file (quilt.yml). By default the nearest quilt.yml in the page's folder or above it.",
        valueName: "path"))
    var config: String?

    /// The project for `path`, on top of `Registry.standard`.
    func project(for path: String) -> Project {
        ProjectLoader.load(for: path, config: config, base: .standard)
    }

    /// Loads the project for `path` and the page at `path` against it, and
    /// prints every problem of both once, on standard error. Throws exit
    /// status 1 when any is an error; returns how many were warnings.
    func loadPage(_ path: String) throws -> (project: Project, page: PageSpec, warnings: Int) {
        let prepared = PreparedPage.read(path, in: project(for: path))
        DiagnosticOutput.printToStandardError(prepared.diagnostics)
        guard let page = prepared.page, prepared.isUsable else { throw ExitCode(1) }
        return (prepared.project, page, prepared.diagnostics.count { $0.severity == .warning })
    }
}
