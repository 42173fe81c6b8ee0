import QuiltCore
import Testing

/// An element with an identity and some data, for diff tests.
struct Element: Identifiable, Equatable, CustomStringConvertible {
    var id: String
    var data = 0
    var description: String { data == 0 ? id : "\(id)=\(data)" }
}

func elements(_ text: String) -> [Element] {
    text.split(separator: " ").map { token in
        let parts = token.split(separator: "=")
        return Element(id: String(parts[0]), data: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
}

@Suite("Diff: hand-worked cases")
struct DiffTests {
    func diff(_ old: String, _ new: String) -> ChangeSet {
        Diff.changes(from: elements(old), to: elements(new))
    }

    @Test func emptyToEmptyIsNoChange() {
        #expect(diff("", "").isEmpty)
        #expect(diff("a b", "a b").isEmpty)
    }

    @Test func insertsAscendAndDeletesDescend() {
        #expect(diff("", "a b c") == ChangeSet(inserts: [0, 1, 2]))
        #expect(diff("a b c", "") == ChangeSet(deletes: [2, 1, 0]))
        #expect(diff("a b c d", "x a c y") == ChangeSet(deletes: [3, 1], inserts: [0, 3]))
    }

    @Test func oneElementMovedIsOneMove() {
        // Old indices in new order: 0 2 3 1 — keep a, c, d; move b to the end.
        #expect(diff("a b c d", "a c d b") == ChangeSet(moves: [.init(from: 1, to: 3)]))
        // Moving the last element to the front moves it alone, not every other one.
        #expect(diff("a b c d e", "e a b c d") == ChangeSet(moves: [.init(from: 4, to: 0)]))
    }

    @Test func reversalKeepsOneAndMovesTheRest() {
        // Old indices in new order: 2 1 0 — any one stays; patience sorting keeps the last seen (a).
        #expect(diff("a b c", "c b a") == ChangeSet(moves: [.init(from: 2, to: 0), .init(from: 1, to: 1)]))
    }

    @Test func changedDataIsAnUpdateByOldIndex() {
        #expect(diff("a=1 b=1 c=1", "a=1 b=2 c=1") == ChangeSet(updates: [.init(from: 1, to: 1)]))
        // Moved and changed: a move and an update naming both indices.
        #expect(
            diff("a=1 b=1 c=1", "c=5 a=1 b=1")
                == ChangeSet(moves: [.init(from: 2, to: 0)], updates: [.init(from: 2, to: 0)]))
        // Shifted by an insert above: the update's indices differ, no move.
        #expect(diff("a b=1", "x a b=2") == ChangeSet(inserts: [0], updates: [.init(from: 1, to: 2)]))
    }

    @Test func duplicatesMatchInOrderOfOccurrence() {
        // The first a matches the first a, the second the second; b moves between them.
        #expect(diff("a a b", "a b a") == ChangeSet(moves: [.init(from: 2, to: 1)]))
        // A third a has no partner: it is inserted, at its place among the new ones.
        #expect(diff("a b a", "a a b a") == ChangeSet(inserts: [3], moves: [.init(from: 2, to: 1)]))
        // One a fewer: the last occurrence is the one deleted.
        #expect(diff("a a a", "a a") == ChangeSet(deletes: [2]))
        // Only duplicates, with data: pairs by occurrence, so the second a is the update.
        #expect(diff("a=1 a=2", "a=1 a=3") == ChangeSet(updates: [.init(from: 1, to: 1)]))
    }

    @Test func everythingAtOnce() {
        // old: a b c d e f     new: f a x c=9 e y
        // b, d deleted; x, y inserted; f moved to the front; c updated.
        let changes = diff("a b c d e f", "f a x c=9 e y")
        #expect(changes.deletes == [3, 1])
        #expect(changes.inserts == [2, 5])
        #expect(changes.moves == [.init(from: 5, to: 0)])
        #expect(changes.updates == [.init(from: 2, to: 3)])
        let applied = ChangeSetApplier.apply(
            changes, to: elements("a b c d e f"), new: elements("f a x c=9 e y"), identity: \.id)
        #expect(applied == elements("f a x c=9 e y"))
    }

    @Test func identityAndEqualityByClosure() {
        let old = ["apple", "avocado", "banana"]
        let new = ["banana", "apricot", "blueberry"]
        // Identity: the first letter (a, a, b → b, a, b); equality: the whole word.
        let changes = Diff.changes(from: old, to: new, identity: { $0.first }, isEqual: ==)
        #expect(changes.deletes == [1])
        #expect(changes.inserts == [2])
        #expect(changes.moves == [.init(from: 2, to: 0)])
        #expect(changes.updates == [.init(from: 0, to: 1)])
    }

    @Test func appendingIsInsertsAtTheEnd() {
        #expect(ChangeSet.appending(3, to: 5) == ChangeSet(inserts: [5, 6, 7]))
        #expect(ChangeSet.appending(0, to: 5).isEmpty)
        #expect(ChangeSet.appending(-2, to: 5).isEmpty)
        #expect(diff("a b", "a b c d") == ChangeSet.appending(2, to: 2))
    }

    @Test func itemsDiffByIdentityField() {
        let old = [Item(id: "1", data: .string("x")), Item(id: "2")]
        let new = [Item(id: "2"), Item(id: "1", data: .string("y"))]
        #expect(
            Diff.changes(from: old, to: new)
                == ChangeSet(moves: [.init(from: 1, to: 0)], updates: [.init(from: 0, to: 1)]))
    }
}
