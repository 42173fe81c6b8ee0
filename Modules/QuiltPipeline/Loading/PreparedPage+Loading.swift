import Foundation
import Quilt

extension PreparedPage {
    /// The page with its module's data loaded by `plan`, file requests
    /// relative to the page and HTTP unless `offline` (see
    /// ``loading(_:environment:)``).
    public func loading(_ plan: LoadPlan = LoadPlan(), offline: Bool = false) async -> PreparedPage {
        await loading(plan, environment: LoadEnvironment(pagePath: path, offline: offline))
    }

    /// The page with its module's data loaded by `plan`: Quilt's one load
    /// sequence, which every command and the preview run.
    ///
    /// The plan's intents are performed in order on one ``PageLoader``; by
    /// default the sequence ends at the first intent that fails or is
    /// refused (``LoadPlan/continuesAfterProblems``). The page keeps what was
    /// loaded up to then, even when a later request failed, and ``load``
    /// tells what happened: each intent's outcome and every section's status.
    ///
    /// Each key a loaded data file writes twice in one object is a
    /// `duplicate-key` warning where it was written (the last value is
    /// used); each problem a section's component kind finds in loaded data
    /// is a warning (the items are kept); each request that has failed and
    /// not loaded since is a `load-failed` error at the request. All are
    /// appended to ``diagnostics`` and listed in ``LoadReport/diagnostics``.
    /// An unusable page is returned as it is, with no report.
    public func loading(_ plan: LoadPlan, environment: LoadEnvironment) async -> PreparedPage {
        guard let page, isUsable else { return self }
        let loader = PageLoader(page: page, environment: environment)
        let events = await loader.events()
        var steps: [LoadStep] = []
        var failures: [RequestError] = []
        for intent in plan.intents {
            let step = LoadStep(intent: intent, outcome: await loader.perform(intent))
            steps.append(step)
            if case .failed(let failed) = step.outcome {
                // A request's latest failure replaces an earlier one.
                failures.removeAll { error in failed.contains { $0.request == error.request } }
                failures += failed
            }
            if step.isProblem, !plan.continuesAfterProblems { break }
        }
        var standing: [RequestError] = []
        for failure in failures {
            if case .failed = await loader.status(ofRequest: failure.request)?.state { standing.append(failure) }
        }
        var loaded = self
        loaded.page = await loader.page
        let statuses = await loader.sectionStatuses
        let (problems, targets) = await loader.close(collectingFrom: events)
        let diagnostics =
            loader.diagnostics(forDuplicateKeysIn: targets) + loader.diagnostics(for: problems)
            + loader.diagnostics(for: standing)
        loaded.diagnostics += diagnostics
        loaded.load = LoadReport(plan: plan, steps: steps, diagnostics: diagnostics, statuses: statuses)
        return loaded
    }
}
