import QuiltCore

// Section states: each section's load state follows its request's, and a
// change a section without items shows is committed as a page of its own.
extension PageLoader {
    /// The state of request `id` (idle before its first load), nil for a
    /// name no request has.
    func requestState(_ id: String) -> LoadState? {
        guard requestSpecs[id] != nil else { return nil }
        return states[id]?.state ?? .idle
    }

    /// Brings the sections' load states up to date with their requests and,
    /// when a section without items now shows another state, commits the
    /// page (a commit of no request, whose change set updates those sections).
    func publishStates(intent: LoadIntent) {
        let previous = page
        guard SectionLoadStates.sync(&page.sections, requestState: requestState) else { return }
        publish(previous: previous, requests: [], intent: intent)
    }
}
