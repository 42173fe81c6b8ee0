import QuiltCore
import Testing
import QuiltTestSupport

/// Thousands of generated edits: applying the change set to the old list gives
/// the new one, and the set is minimal (unmatched elements only, updates only
/// where data changed, moves only outside a longest kept run).
@Suite("Diff: generated edits")
struct DiffPropertyTests {
    struct Case: CustomStringConvertible {
        var old: [Element]
        var new: [Element]
        var description: String { "\(old) → \(new)" }
    }

    /// A random list, then random inserts, deletes, moves, updates and
    /// duplicated identities. `alphabet` small means many repeated identities.
    static func generate(_ random: inout SplitMix64, maxCount: Int, alphabet: Int) -> Case {
        var serial = 0
        func fresh() -> Element {
            serial += 1
            return Element(id: alphabet > 0 ? "k\(random.below(alphabet))" : "n\(serial)", data: random.below(3))
        }
        let old = (0..<random.below(maxCount + 1)).map { _ in fresh() }
        var new = old
        for _ in 0..<random.below(maxCount / 2 + 2) {
            switch random.below(6) {
            case 0: new.insert(fresh(), at: random.below(new.count + 1))
            case 1: if !new.isEmpty { new.remove(at: random.below(new.count)) }
            case 2:
                if !new.isEmpty {
                    let element = new.remove(at: random.below(new.count))
                    new.insert(element, at: random.below(new.count + 1))
                }
            case 3: if !new.isEmpty { new[random.below(new.count)].data += 1 }
            case 4: if !new.isEmpty { new.insert(new[random.below(new.count)], at: random.below(new.count + 1)) }
            default: if random.below(8) == 0 { new.shuffle(using: &random) }
            }
        }
        return Case(old: old, new: new)
    }

    /// Length of a longest strictly increasing subsequence, by the O(n²) recurrence.
    static func longestIncreasing(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    /// Matched pairs by the spec: the k-th occurrence of an identity in old with its k-th in new.
    static func matchedOldIndices(_ old: [Element], _ new: [Element]) -> [Int] {
        var occurrences: [String: [Int]] = [:]
        for (index, element) in old.enumerated() { occurrences[element.id, default: []].append(index) }
        var used: [String: Int] = [:]
        var result: [Int] = []
        for element in new {
            let k = used[element.id, default: 0]
            if let list = occurrences[element.id], k < list.count {
                result.append(list[k])
                used[element.id] = k + 1
            }
        }
        return result
    }

    static func check(_ testCase: Case) {
        let changes = Diff.changes(from: testCase.old, to: testCase.new)
        let applied = ChangeSetApplier.apply(changes, to: testCase.old, new: testCase.new, identity: \.id)
        #expect(applied == testCase.new, "\(testCase): \(changes)")
        #expect(Diff.changes(from: testCase.old, to: testCase.new) == changes, "deterministic")

        let matched = matchedOldIndices(testCase.old, testCase.new)
        #expect(changes.deletes.count == testCase.old.count - matched.count)
        #expect(changes.inserts.count == testCase.new.count - matched.count)
        #expect(changes.moves.count == matched.count - longestIncreasing(matched), "\(testCase): \(changes)")
        for update in changes.updates {
            #expect(testCase.old[update.from] != testCase.new[update.to])
        }
    }

    @Test func applyingTheChangeSetGivesTheNewList() async throws {
        try await withEvery(
            "case",
            in: [(1, 12, 4), (2, 12, 0), (3, 40, 8), (4, 40, 0), (5, 80, 30), (6, 6, 2), (7, 25, 1), (8, 60, 0)]
                as [(seed: UInt64, maxCount: Int, alphabet: Int)]
        ) { testCase in
            let (seed, maxCount, alphabet) = testCase
            var random = SplitMix64(seed: seed)
            for _ in 0..<400 {
                Self.check(Self.generate(&random, maxCount: maxCount, alphabet: alphabet))
            }
        }
    }

    @Test func emptyListsAndFullReplacement() {
        Self.check(Case(old: [], new: []))
        Self.check(Case(old: elements("a b c"), new: []))
        Self.check(Case(old: [], new: elements("a a a")))
        Self.check(Case(old: elements("a b c"), new: elements("x y z")))
        Self.check(Case(old: elements("a a a a"), new: elements("a a a a")))
    }

    @Test func largeShuffleStaysConsistent() {
        var random = SplitMix64(seed: 99)
        let old = (0..<5_000).map { Element(id: "\($0 % 1_200)", data: Int(random.next() % 2)) }
        var new = old.shuffled(using: &random)
        new.removeLast(300)
        new.append(contentsOf: (0..<200).map { Element(id: "new\($0)") })
        let changes = Diff.changes(from: old, to: new)
        #expect(ChangeSetApplier.apply(changes, to: old, new: new, identity: \.id) == new)
    }
}
