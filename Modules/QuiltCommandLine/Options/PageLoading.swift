import ArgumentParser
import Foundation
import Quilt
import QuiltLintTool
import QuiltPipeline

/// `--intent`, `--load-more N` and `--offline`: run the page's module before
/// laying it out, as a screen would drive it.
struct PageLoadingOptions: ParsableArguments {
    @Option(
        name: .customLong("intent"),
        help: ArgumentHelp(
            "After the initial load, perform this intent (repeatable, in order): \(LoadIntent.spellings.joined(separator: ", ")).",
            valueName: "intent"))
    var intents: [String] = []

    @Option(name: .customLong("load-more"), help: "Shorthand for N times --intent loadMore (after any --intent).")
    var loadMore = 0

    @Flag(help: "Refuse HTTP requests (file requests still load).")
    var offline = false

    func validate() throws {
        try NumberRange.loadMore.validate(Double(loadMore), flag: "--load-more")
        guard loadMore <= Self.mostIntents, intents.count <= Self.mostIntents - loadMore else {
            throw ValidationError("at most \(Self.mostIntents) intents (--intent and --load-more together)")
        }
        for text in intents where LoadIntent(spelling: text) == nil {
            throw ValidationError(
                "--intent must be one of \(LoadIntent.spellings.joined(separator: ", ")) (N from 0 to \(LoadIntent.largestPageNumber)), found '\(text)'"
            )
        }
    }

    /// The most intents one command performs (each may be a request).
    static let mostIntents = 1_000

    /// The initial intent, then each `--intent`, then `loadMore` load-mores.
    /// With `--intent`, every intent runs even after one fails (so a later
    /// `retry` can mend it); with `--load-more` alone the sequence ends at
    /// the first problem.
    var plan: LoadPlan {
        let further = intents.compactMap(LoadIntent.init(spelling:)) + Array(repeating: .loadMore, count: loadMore)
        return LoadPlan(further: further, continuesAfterProblems: !intents.isEmpty)
    }

    /// A page with its data loaded, ready to lay out.
    struct Loaded {
        /// The page with what was loaded, even when a request failed.
        var page: PageSpec
        /// Warnings printed for it, those of reading it included.
        var warnings: Int
        /// True when a request failed and did not load since: the command
        /// writes its output (the sections in their failed state), then exits 1.
        var failed: Bool

        /// Exit status 1 after the output is written when a request failed.
        func finish() throws {
            if failed { throw ExitCode(1) }
        }
    }

    /// `prepared` with its module's data loaded by ``plan``. Problems the
    /// sections' component kinds find in loaded data are printed as
    /// warnings (the items are kept); failed requests as errors at the
    /// request's id; an intent the loader refuses (nothing more to load) as
    /// a warning. The page keeps what loaded before a failure.
    func load(_ prepared: PreparedPage) async throws -> Loaded {
        let loaded = await prepared.loading(plan, offline: offline)
        var warnings = 0
        for (index, step) in (loaded.load?.steps ?? []).enumerated() {
            guard let reason = step.refusal, index > 0 else { continue }
            let line: String
            if intents.isEmpty {
                // Step 0 is the initial load; each later step one more page.
                line = "\(prepared.path): warning: --load-more \(loadMore): \(reason) after \(index - 1) more page(s)\n"
            } else {
                line = "\(prepared.path): warning: intent \(index) (\(step.intent)): \(reason)\n"
            }
            StandardStream.error(line)
            warnings += 1
        }
        let diagnostics = loaded.load?.diagnostics ?? []
        DiagnosticOutput.printToStandardError(diagnostics)
        guard let page = loaded.page else { throw ExitCode(1) }
        return Loaded(
            page: page, warnings: warnings + loaded.diagnostics.count { $0.severity == .warning },
            failed: diagnostics.containsErrors)
    }
}
