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

    @Flag(help: "Exit with status 1 when any warning was printed (problems in loaded data, missing images, …); the output is still written.")
    var strict = false

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

    /// With `--strict`, exit status 1 when `warnings` were printed; called
    /// once the output is written, so it is there to look at.
    func finish(warnings: Int) throws {
        guard strict, warnings > 0 else { return }
        FileHandle.standardError.write(Data("error: --strict: \(warnings) warning(s)\n".utf8))
        throw ExitCode(1)
    }
}
