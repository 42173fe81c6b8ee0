extension LayoutSnapshot {
    /// Takes `other`'s copies of the per-item arrays this snapshot holds
    /// identical ones of (``Identical``): item identities, data and frames,
    /// and their index, section by section. Two snapshots of one page then
    /// keep one copy between them, as a server that shows a page to many
    /// readers wants; each stays a value of its own (changing one copies).
    ///
    /// Sections are paired by position and id. Sections of fewer than
    /// ``sharedMinimum`` items are left alone: their arrays cost little, and
    /// comparing them would cost more than it saves.
    ///
    /// - Returns: whether any array was taken.
    @discardableResult
    package mutating func shareStorage(with other: LayoutSnapshot) -> Bool {
        guard sections.count == other.sections.count else { return false }
        var shared = sections
        var took = false
        for index in shared.indices where shared[index].displayedItemCount >= Self.sharedMinimum {
            let theirs = other.sections[index]
            guard theirs.id == shared[index].id else { continue }
            if shared[index].shareStorage(with: theirs) { took = true }
        }
        // Setting `sections` indexes them again: only when something changed.
        if took { sections = shared }
        return took
    }

    /// Sections with fewer items keep their own arrays (``shareStorage(with:)``).
    package static let sharedMinimum = 64
}

extension SectionSnapshot {
    /// Takes `other`'s identical per-item arrays (see ``LayoutSnapshot/shareStorage(with:)``).
    mutating func shareStorage(with other: SectionSnapshot) -> Bool {
        // Each is taken whatever the others did.
        var took = Identical.take(&itemIDs, from: other.itemIDs) { Identical.strings($0, $1) }
        took = Identical.take(&itemData, from: other.itemData, Identical.values) || took
        took = Identical.take(&layoutResult.itemFrames, from: other.layoutResult.itemFrames, Identical.rects) || took
        took =
            Identical.take(&layoutResult.continuation, from: other.layoutResult.continuation, Identical.numbers) || took
        return itemIndex.shareStorage(with: other.itemIndex) || took
    }
}
