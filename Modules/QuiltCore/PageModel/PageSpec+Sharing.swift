extension PageSpec {
    /// Takes `other`'s copies of the item arrays this page holds identical
    /// ones of (``Identical``), section by section (paired by position and
    /// id). Two readers of one page's data — a loader and its session, or
    /// two sessions — then keep one copy between them; each page stays a
    /// value of its own (changing one copies).
    ///
    /// Sections of fewer than ``LayoutSnapshot/sharedMinimum`` items are left alone.
    ///
    /// - Returns: whether any array was taken.
    @discardableResult
    package mutating func shareItems(with other: PageSpec) -> Bool {
        guard sections.count == other.sections.count else { return false }
        var took = false
        for index in sections.indices where sections[index].items.count >= LayoutSnapshot.sharedMinimum {
            let theirs = other.sections[index]
            guard theirs.id == sections[index].id, !Identical.buffers(sections[index].items, theirs.items),
                Identical.items(sections[index].items, theirs.items)
            else { continue }
            sections[index].items = theirs.items
            took = true
        }
        return took
    }
}
