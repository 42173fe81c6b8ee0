import ArgumentParser
import Foundation
import Quilt
import QuiltPipeline

/// `--load-more N` and `--offline`: run the page's module before laying it out.
struct PageLoadingOptions: ParsableArguments {
    @Option(name: .customLong("load-more"), help: "Run the page's module, then load N more pages before laying out.")
    var loadMore = 0

    @Flag(help: "Refuse HTTP requests (file requests still load).")
    var offline = false

    func validate() throws {
        guard loadMore >= 0 else { throw ValidationError("--load-more must be 0 or more") }
    }

    /// The initial intent, then `loadMore` load-mores.
    var plan: LoadPlan { .loadingMore(loadMore) }

    /// `prepared` with its module's data loaded by ``plan``. Problems the
    /// sections' component kinds find in loaded data are printed as
    /// warnings (the items are kept); failed requests as errors at the
    /// request's id (exit 1); running out of pages early is a warning.
    /// Returns the page and how many warnings were printed for it, those of
    /// reading it (``ProjectOptions/readPage(_:)``) included.
    func load(_ prepared: PreparedPage) async throws -> (page: PageSpec, warnings: Int) {
        let loaded = await prepared.loading(plan, offline: offline)
        var warnings = 0
        if let (index, step) = loaded.load?.firstRefusal, let reason = step.refusal {
            // Step 0 is the initial load; each later step one more page.
            let line = "\(prepared.path): warning: --load-more \(loadMore): \(reason) after \(index - 1) more page(s)\n"
            FileHandle.standardError.write(Data(line.utf8))
            warnings += 1
        }
        let diagnostics = loaded.load?.diagnostics ?? []
        DiagnosticOutput.printToStandardError(diagnostics)
        guard let page = loaded.page, !diagnostics.containsErrors else { throw ExitCode(1) }
        return (page, warnings + loaded.diagnostics.count { $0.severity == .warning })
    }
}
