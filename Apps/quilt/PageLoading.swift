import ArgumentParser
import Foundation
import Quilt
import QuiltPreview

/// `--load-more N` and `--offline`: run the page's module before laying it out.
struct PageLoadingOptions: ParsableArguments {
    @Option(name: .customLong("load-more"), help: "Run the page's module, then load N more pages before laying out.")
    var loadMore = 0

    @Flag(help: "Refuse HTTP requests (file requests still load).")
    var offline = false

    func validate() throws {
        guard loadMore >= 0 else { throw ValidationError("--load-more must be 0 or more") }
    }

    /// The page with its module's data loaded: the initial intent, then
    /// `loadMore` times a load-more. Problems the sections' component kinds
    /// find in loaded data are printed as warnings (the items are kept);
    /// failed requests as errors at the request's id (exit 1); running out of
    /// pages early is a warning. Returns the page and how many warnings
    /// were printed.
    func load(_ page: PageSpec, path: String) async throws -> (page: PageSpec, warnings: Int) {
        let loader = PageLoader(page: page, environment: LoadEnvironment(pagePath: path, offline: offline))
        let events = await loader.events()
        var errors: [RequestError] = []
        if case .failed(let failed) = await loader.perform(.initial) { errors = failed }
        var done = 0
        var warnings = 0
        while errors.isEmpty, done < loadMore {
            let outcome = await loader.perform(.loadMore)
            if case .refused(let reason) = outcome {
                FileHandle.standardError.write(Data("\(path): warning: --load-more \(loadMore): \(reason) after \(done) more page(s)\n".utf8))
                warnings += 1
                break
            }
            if case .failed(let failed) = outcome { errors = failed }
            done += 1
        }
        let loaded = await loader.page
        let problems = await loader.close(collectingDataProblemsFrom: events)
        let diagnostics = loader.diagnostics(for: problems) + loader.diagnostics(for: errors)
        DiagnosticOutput.printToStandardError(diagnostics)
        guard errors.isEmpty else { throw ExitCode(1) }
        return (loaded, warnings + diagnostics.count { $0.severity == .warning })
    }
}
