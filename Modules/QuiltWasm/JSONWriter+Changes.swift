import QuiltCore

extension JSONWriter {
    /// A page's change set as `update` answers it: `sections`, the section
    /// changes, and `items`, one entry per section whose items changed,
    /// with its id (`section`) and its index before (`oldSection`) and
    /// after (`newSection`). Each change set has `deletes` (old indices,
    /// highest first), `inserts` (new indices, lowest first), `moves` and
    /// `updates` (`{from, to}`), in ``ChangeSet``'s batch-update order.
    mutating func changes(_ changes: PageChangeSet) {
        beginObject()
        key("sections")
        beginObject()
        changeLists(changes.sections)
        endObject()
        key("items")
        beginArray()
        for section in changes.items {
            beginObject()
            key("section")
            string(section.sectionID)
            key("oldSection")
            number(section.oldSection)
            key("newSection")
            number(section.newSection)
            changeLists(section.changes)
            endObject()
        }
        endArray()
        endObject()
    }

    private mutating func changeLists(_ changes: ChangeSet) {
        key("deletes")
        indices(changes.deletes)
        key("inserts")
        indices(changes.inserts)
        key("moves")
        pairs(changes.moves.map { ($0.from, $0.to) })
        key("updates")
        pairs(changes.updates.map { ($0.from, $0.to) })
    }

    private mutating func indices(_ indices: [Int]) {
        beginArray()
        for index in indices { number(index) }
        endArray()
    }

    private mutating func pairs(_ pairs: [(from: Int, to: Int)]) {
        beginArray()
        for pair in pairs {
            beginObject()
            key("from")
            number(pair.from)
            key("to")
            number(pair.to)
            endObject()
        }
        endArray()
    }
}
