extension PageSpec {
    /// The page with section `id` collapsed (`true`) or expanded; nil when
    /// the page has no collapsible section with that id. Setting the state
    /// it already has returns the page unchanged.
    public func settingCollapsed(_ collapsed: Bool, section id: String) -> PageSpec? {
        guard let index = sections.firstIndex(where: { $0.id == id }), sections[index].collapsible != nil else {
            return nil
        }
        var page = self
        page.sections[index].collapsible?.isCollapsed = collapsed
        return page
    }

    /// Section `id` expanded if collapsed and collapsed if expanded, with the
    /// changes from this page to the new one: for a section collapsed to a
    /// count, the items expanding inserts (at the end of those it showed) or
    /// collapsing deletes; for one collapsed to lines, whose items depend on
    /// the width, an update of the section. They are the changes
    /// ``Diff/changes(from:to:)`` finds between the two pages, without
    /// comparing them; hand them to ``PageLayout/update(_:to:changes:)``.
    /// Nil when the page has no collapsible section `id`.
    public func toggling(section id: String) -> (page: PageSpec, changes: PageChangeSet)? {
        guard let index = sections.firstIndex(where: { $0.id == id }), let collapsible = sections[index].collapsible,
            let page = settingCollapsed(!collapsible.isCollapsed, section: id)
        else { return nil }
        let before = sections[index].layoutItems.count
        let after = page.sections[index].layoutItems.count
        if case .lines = collapsible.show {
            return (page, PageChangeSet(sections: ChangeSet(updates: [ChangeSet.Update(from: index, to: index)])))
        }
        guard before != after else { return (page, PageChangeSet()) }
        let items =
            before < after
            ? ChangeSet(inserts: Array(before..<after)) : ChangeSet(deletes: Array((after..<before).reversed()))
        return (
            page, PageChangeSet(items: [.init(sectionID: id, oldSection: index, newSection: index, changes: items)])
        )
    }
}
