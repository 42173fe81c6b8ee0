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
    /// `loadMore` times a load-more. Failed requests are printed as errors at
    /// the request's id (exit 1); running out of pages early is a warning.
    func load(_ page: PageSpec, path: String) async throws -> PageSpec {
        let loader = PageLoader(page: page, environment: LoadEnvironment(pagePath: path, offline: offline))
        try report(await loader.perform(.initial), loader: loader)
        for done in 0..<loadMore {
            let outcome = await loader.perform(.loadMore)
            if case .refused(let reason) = outcome {
                FileHandle.standardError.write(Data("\(path): warning: --load-more \(loadMore): \(reason) after \(done) more page(s)\n".utf8))
                break
            }
            try report(outcome, loader: loader)
        }
        return await loader.page
    }

    private func report(_ outcome: LoadOutcome, loader: PageLoader) throws {
        guard case .failed(let errors) = outcome else { return }
        DiagnosticOutput.printToStandardError(loader.diagnostics(for: errors))
        throw ExitCode(1)
    }
}
