import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// The page a drawing command reads and how: the page file, its project,
/// loading (`--intent`, `--load-more`, `--offline`), the view asked of it
/// (`--state`, `--expand`, `--direction`) and `--strict`. `quilt layout` and
/// `quilt render` take the same page the same way, so both draw one page.
struct PageInputOptions: ParsableArguments {
    @Argument(help: "The page file (YAML).")
    var page: String

    @OptionGroup var project: ProjectOptions

    @OptionGroup var loading: PageLoadingOptions

    @OptionGroup var view: PageViewOptions

    @OptionGroup var strictness: StrictOption

    /// The page read against its project, its data loaded by the loading
    /// options and the view options applied; problems are printed on
    /// standard error, and exit status 1 is thrown where no page is usable.
    func read() async throws -> (prepared: PreparedPage, loaded: PageLoadingOptions.Loaded) {
        let prepared = try project.readPage(page)
        var loaded = try await loading.load(prepared)
        loaded.page = try view.apply(to: loaded.page, path: page)
        return (prepared, loaded)
    }

    /// Once the output is written: exit status 1 when a request failed, or
    /// with `--strict` when any of `warnings` were printed.
    func finish(_ loaded: PageLoadingOptions.Loaded, warnings: Int) throws {
        try loaded.finish()
        try strictness.finish(warnings: warnings)
    }
}
