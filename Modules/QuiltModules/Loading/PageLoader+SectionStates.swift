import QuiltCore
import QuiltModuleCore

// Section states: each section's load state follows its request's, and a
// change a section without items shows is committed as a page of its own;
// expanding and collapsing a section is committed the same way.
extension PageLoader {
    /// Expands or collapses section `id` and commits the page at once (a
    /// commit of no request, with the items the toggle inserts or deletes);
    /// running loads go on and later commits keep the new state. Refused
    /// for a section that does not collapse or is already in that state.
    func setCollapsed(_ collapsed: Bool, section id: String, intent: LoadIntent) -> LoadOutcome {
        guard let current = page.section(id)?.collapsible else { return .refused("no collapsible section '\(id)'") }
        guard current.isCollapsed != collapsed else {
            return .refused("section '\(id)' is already \(collapsed ? "collapsed" : "expanded")")
        }
        guard let toggled = page.toggling(section: id) else { return .refused("no collapsible section '\(id)'") }
        let previous = page
        page = toggled.page
        publish(previous: previous, requests: [], intent: intent, changes: toggled.changes)
        return .finished
    }

    /// Selects or deselects item `item` of section `id`: a commit whose
    /// change set updates the section (its items and frames stay). Under
    /// a single selection, selecting gives up the item selected before.
    func setSelected(_ selects: Bool, item: String, section id: String, intent: LoadIntent) -> LoadOutcome {
        guard let index = page.sections.firstIndex(where: { $0.id == id }) else {
            return .refused("no section '\(id)'")
        }
        let section = page.sections[index]
        guard section.selection != .none else { return .refused("section '\(id)' has no selection mode") }
        guard section.items.contains(where: { $0.id == item }) else {
            return .refused("section '\(id)' has no item '\(item)'")
        }
        guard section.selected.contains(item) != selects else {
            return .refused("item '\(item)' of section '\(id)' is already \(selects ? "selected" : "not selected")")
        }
        let previous = page
        if !selects {
            page.sections[index].selected.removeAll { $0 == item }
        } else if section.selection == .single {
            page.sections[index].selected = [item]
        } else {
            page.sections[index].selected.append(item)
        }
        publish(previous: previous, requests: [], intent: intent)
        return .finished
    }

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
        guard SectionLoadStates.sync(&page.sections, requestState: requestState, canLoadMore: { canLoadMore($0) })
        else { return }
        publish(previous: previous, requests: [], intent: intent)
    }
}
