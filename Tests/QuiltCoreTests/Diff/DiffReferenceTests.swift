@testable import QuiltCore
import Testing
import QuiltTestSupport

/// The diff against ``ReferenceDiff`` (the documented rules, written
/// plainly) on generated lists, change set for change set: every shortcut
/// the diff takes — shared head and tail, guesses from the previous match,
/// the quick string hash and its fallbacks — must leave the result unchanged.
@Suite("Diff: agrees with the reference")
struct DiffReferenceTests {

    @Test func generatedEdits() async throws {
        try await withEvery(
            "case",
            in: [(11, 12, 3), (12, 30, 0), (13, 60, 6), (14, 200, 40), (15, 8, 1)]
                as [(seed: UInt64, maxCount: Int, alphabet: Int)]
        ) { testCase in
            let (seed, maxCount, alphabet) = testCase
            var random = SplitMix64(seed: seed)
            for _ in 0..<500 {
                let testCase = DiffPropertyTests.generate(&random, maxCount: maxCount, alphabet: alphabet)
                #expect(
                    Diff.changes(from: testCase.old, to: testCase.new)
                        == ReferenceDiff.changes(from: testCase.old, to: testCase.new),
                    "\(testCase)")
            }
        }
    }

    /// Edits confined to a window of a longer list, so that both lists share
    /// a head and a tail; identities repeat across the window's edges (a
    /// small alphabet, copies of head and tail elements inserted inside),
    /// which is where pairing the tail in place would break the rule.
    @Test func editsBetweenASharedHeadAndTail() async throws {
        try await withEvery("seed", in: 1...8 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<400 {
                let count = random.below(40) + 1
                let alphabet = [3, 6, 1_000][random.below(3)]
                let old = (0..<count).map { _ in
                    Element(id: "k\(random.below(alphabet))", data: random.below(2))
                }
                var new = old
                let low = random.below(new.count + 1)
                var high = low + random.below(new.count - low + 1)
                for _ in 0..<(random.below(5) + 1) {
                    let width = high - low
                    switch random.below(6) {
                    case 0:
                        new.insert(
                            Element(id: "k\(random.below(alphabet))"), at: low + random.below(width + 1))
                        high += 1
                    case 1:
                        // A copy of any element, head and tail included.
                        if !new.isEmpty {
                            new.insert(new[random.below(new.count)], at: low + random.below(width + 1))
                            high += 1
                        }
                    case 2:
                        if width > 0 {
                            new.remove(at: low + random.below(width))
                            high -= 1
                        }
                    case 3:
                        if width > 1 { new.swapAt(low + random.below(width), low + random.below(width)) }
                    case 4:
                        if width > 0 { new[low + random.below(width)].data += 1 }
                    default:
                        // Data changed outside the window: updates in the head and tail.
                        if !new.isEmpty { new[random.below(new.count)].data += 1 }
                    }
                }
                #expect(
                    Diff.changes(from: old, to: new) == ReferenceDiff.changes(from: old, to: new), "\(old) → \(new)")
            }
        }
    }

    /// Identities of every length the quick hash reads differently (empty,
    /// under 4, under 8, whole words and a partial one, heap-allocated), and
    /// strings it must not vouch for: non-ASCII ones, including some equal to
    /// ASCII strings or to each other with other bytes.
    @Test func stringsOfEveryKind() async throws {
        try await withEvery("seed", in: 1...6 as ClosedRange<UInt64>) { seed in
            let pool = [
                "", "a", "ab", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop",
                "product-identifier-000123", "product-identifier-000124", "K", "\u{212A}", "\u{E9}", "e\u{301}", "日本",
                "Å", "A\u{30A}",
            ]
            var random = SplitMix64(seed: seed)
            for round in 0..<300 {
                // Half the rounds ASCII only (the quick hash throughout), half mixed (the fallback).
                let choices = round % 2 == 0 ? pool.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pool
                let old = (0..<random.below(30)).map { _ in
                    Element(id: choices[random.below(choices.count)])
                }
                var new = old.shuffled(using: &random).dropLast(random.below(3)).map { $0 }
                for _ in 0..<random.below(4) {
                    new.insert(
                        Element(id: choices[random.below(choices.count)], data: 1),
                        at: random.below(new.count + 1))
                }
                #expect(
                    Diff.changes(from: old, to: new) == ReferenceDiff.changes(from: old, to: new), "\(old) → \(new)")
            }
        }
    }

    /// Longer lists, partly shuffled and partly kept in order, with repeated
    /// identities: the diff switches between guessing and looking a whole
    /// batch up ahead, both ways, within one list.
    @Test func longListsMixingOrderAndShuffle() async throws {
        try await withEvery("case", in: [(21, 0), (22, 40), (23, 400)] as [(seed: UInt64, alphabet: Int)]) { testCase in
            let (seed, alphabet) = testCase
            var random = SplitMix64(seed: seed)
            for _ in 0..<12 {
                let count = 200 + random.below(1_200)
                var serial = 0
                let old = (0..<count).map { _ -> Element in
                    serial += 1
                    return Element(
                        id: alphabet > 0 ? "k\(random.below(alphabet))" : "n\(serial)",
                        data: random.below(2))
                }
                var new: [Element] = []
                var rest = old[...]
                while !rest.isEmpty {
                    let run = rest.prefix(1 + random.below(300))
                    rest = rest.dropFirst(run.count)
                    switch random.below(4) {
                    case 0: new += run.shuffled(using: &random)
                    case 1: new += run.filter { _ in random.below(5) > 0 }
                    case 2: new += run.map { Element(id: $0.id, data: $0.data + random.below(2)) }
                    default: new += run + [Element(id: "k\(random.below(alphabet + 1))")]
                    }
                }
                #expect(Diff.changes(from: old, to: new) == ReferenceDiff.changes(from: old, to: new))
            }
        }
    }

    @Test func canonicallyEqualIdentitiesMatch() {
        // "\u{212A}" (Kelvin sign) == "K", "e\u{301}" == "é": the same element for the diff.
        let old = [Element(id: "K"), Element(id: "x"), Element(id: "\u{E9}")]
        let new = [Element(id: "e\u{301}"), Element(id: "y"), Element(id: "\u{212A}")]
        let changes = Diff.changes(from: old, to: new)
        #expect(changes == ReferenceDiff.changes(from: old, to: new))
        #expect(changes.deletes == [1] && changes.inserts == [1] && changes.moves.count == 1)
    }

    @Test func itemsAndClosures() async throws {
        try await withEvery("seed", in: 1...4 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<300 {
                let testCase = DiffPropertyTests.generate(
                    &random, maxCount: 40, alphabet: [0, 5][random.below(2)])
                // Items: by id, compared by data.
                let oldItems = testCase.old.map { Item(id: $0.id, data: .number(Double($0.data))) }
                let newItems = testCase.new.map { Item(id: $0.id, data: .number(Double($0.data))) }
                #expect(
                    Diff.changes(from: oldItems, to: newItems)
                        == ReferenceDiff.changes(
                            from: oldItems, to: newItems, identity: \.id, isEqual: { $0.data == $1.data }))
                // Integer identities through closures (the standard hash).
                let number: (Element) -> Int = { Int($0.id.dropFirst()) ?? -1 }
                #expect(
                    Diff.changes(from: testCase.old, to: testCase.new, identity: number, isEqual: ==)
                        == ReferenceDiff.changes(from: testCase.old, to: testCase.new, identity: number, isEqual: ==))
            }
        }
    }

    /// An identity whose every value hashes alike: the table degenerates
    /// into one long probe, and the result must not change.
    struct Colliding: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) {}
    }

    @Test func identitiesThatAllCollide() {
        var random = SplitMix64(seed: 5)
        let old = (0..<300).map { Element(id: "\($0 % 250)") }
        let new = Array(old.shuffled(using: &random).dropLast(20)) + (0..<20).map { Element(id: "n\($0)") }
        let identity: (Element) -> Colliding = { Colliding(value: Int($0.id) ?? -1) }
        #expect(
            Diff.changes(from: old, to: new, identity: identity, isEqual: ==)
                == ReferenceDiff.changes(from: old, to: new, identity: identity, isEqual: ==))
    }

    @Test func quickHashVouchesForASCIIOnly() {
        let seed: UInt64 = 42
        #expect(Diff.Hashing.quickHash("\u{E9}", seed: seed) == nil)
        #expect(Diff.Hashing.quickHash("abc\u{212A}", seed: seed) == nil)
        #expect(Diff.Hashing.quickHash("", seed: seed) != nil)
        // The same text stored small (inline) and on the heap hashes alike.
        var heap = String(repeating: "x", count: 40)
        heap.removeLast(37)
        #expect(Diff.Hashing.quickHash(heap, seed: seed) == Diff.Hashing.quickHash("xxx", seed: seed))
        // Different texts of every length hash apart.
        let texts =
            (0...40).flatMap { length in ["a", "b"].map { String(repeating: "x", count: length) + $0 } }
            + (0..<2_000).map { "i\($0)" }
        let hashes = Set(texts.map { Diff.Hashing.quickHash($0, seed: seed) })
        #expect(hashes.count == texts.count)
    }

    @Test func tableNoticesProbingThatIsNotRandom() {
        // Random hashes: a table filled to its limit is never taken for degenerate.
        var random = SplitMix64(seed: 3)
        var table = Diff.IdentityTable(count: 4_000)
        for position in 0..<4_000 {
            let hash = Int(truncatingIfNeeded: random.next())
            let found = table.find(hash: hash) { _ in false }
            table.set(slot: found.slot, hash: hash, position: position)
            #expect(!table.isDegenerate(calls: position + 1))
        }
        // Every hash alike: each insertion walks past all the earlier ones,
        // noticed within a few dozen.
        table = Diff.IdentityTable(count: 4_000)
        let noticed = (0..<4_000).first { position in
            let found = table.find(hash: 7) { _ in false }
            table.set(slot: found.slot, hash: 7, position: position)
            return table.isDegenerate(calls: position + 1)
        }
        #expect(noticed.map { $0 < 100 } == true)
    }
}
