import Quilt

/// `Diff` against the standard library's `difference(from:)` +
/// `inferringMoves()` on the same lists: edits at 100k items, and fully
/// shuffled lists. The standard library's Myers diff grows with the product
/// of length and edits, so its shuffled case runs at smaller sizes; ours
/// runs at those sizes too for the ratio.
enum DiffBenchmarks {
    static var all: [Benchmark] {
        [
            ours("diff 100k: 10k deletes, 10k inserts, 2k moves", edited(100_000)),
            standard("stdlib difference+inferringMoves, same edits", edited(100_000), iterations: 1),
            ours("diff 100k shuffled", shuffled(100_000)),
            ours("diff 5k shuffled", shuffled(5_000)),
            standard("stdlib difference+inferringMoves, 5k shuffled", shuffled(5_000), iterations: 1),
            ours("diff 1M append 20 (prefix path)", appended(1_000_000)),
        ]
    }

    typealias Lists = (old: [Item], new: [Item])

    /// `count` items, then 10% deleted, 10% inserted and 2% moved, at random places.
    static func edited(_ count: Int) -> () -> Lists {
        {
            var random = SplitMix64(seed: 7)
            let old = (0..<count).map { Item(id: "i\($0)", data: .number(Double($0 % 13))) }
            var new = old
            for _ in 0..<(count / 10) { new.remove(at: Int(random.next() % UInt64(new.count))) }
            for index in 0..<(count / 10) {
                new.insert(Item(id: "n\(index)"), at: Int(random.next() % UInt64(new.count + 1)))
            }
            for _ in 0..<(count / 50) {
                let item = new.remove(at: Int(random.next() % UInt64(new.count)))
                new.insert(item, at: Int(random.next() % UInt64(new.count + 1)))
            }
            return (old, new)
        }
    }

    static func shuffled(_ count: Int) -> () -> Lists {
        {
            var random = SplitMix64(seed: 9)
            let old = (0..<count).map { Item(id: "i\($0)") }
            return (old, old.shuffled(using: &random))
        }
    }

    static func appended(_ count: Int) -> () -> Lists {
        {
            let old = (0..<count).map { Item(id: "i\($0)") }
            return (old, old + (0..<20).map { Item(id: "n\($0)") })
        }
    }

    static func ours(_ name: String, _ lists: @escaping () -> Lists) -> Benchmark {
        Benchmark(name: name, items: 1) {
            let (old, new) = lists()
            let changes = Diff.changes(from: old, to: new)
            print(
                "  (\(changes.deletes.count) deletes, \(changes.inserts.count) inserts, \(changes.moves.count) moves, \(changes.updates.count) updates)"
            )
            return { BenchmarkRunner.sink &+= Diff.changes(from: old, to: new).moves.count }
        }
    }

    static func standard(_ name: String, _ lists: @escaping () -> Lists, iterations: Int) -> Benchmark {
        Benchmark(name: name, items: 1, iterations: iterations) {
            let (old, new) = lists()
            return { BenchmarkRunner.sink &+= new.difference(from: old).inferringMoves().count }
        }
    }
}
