import Quilt

/// The list family at 10k, 100k and 1M items: three per line with a ratio, and
/// a horizontal strip of three rows. Beside them, the floor of every family
/// that sizes items from data: reading two numbers from each item, with no
/// layout and no frames.
enum ListLayoutBenchmarks {
    static var all: [Benchmark] {
        [10_000, 100_000, 1_000_000].flatMap { count in
            [
                layout(
                    "list vertical 3-per-row", count: count,
                    options: ListLayout.Options(
                        common: CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        distribution: .distribution(3), itemRatio: .fraction(1.2))),
                layout(
                    "list horizontal 3 rows", count: count,
                    options: ListLayout.Options(
                        common: CommonLayoutOptions(
                            arrange: .horizontal, inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        distribution: .fraction(0.55), itemRatio: .absolute(50), rows: 3)),
                dataReadFloor(count: count),
            ]
        }
    }

    /// Reads `w` and `h` from each of the waterfall benchmarks' items as the
    /// families do, and does nothing else: each item's data is an object of
    /// its own, so this is what reading a size from data costs before any
    /// layout, bound by memory rather than by the work.
    static func dataReadFloor(count: Int) -> Benchmark {
        Benchmark(name: "item data read floor, w and h, no layout \(count / 1000)k", items: count) {
            let items = WaterfallLayoutBenchmarks.items(count)
            return {
                var hints = (0, 1)
                var total = 0.0
                for index in items.indices {
                    let (width, height) = items[index].data.numbers("w", "h", hints: &hints)
                    total += (width ?? 0) + (height ?? 0)
                }
                BenchmarkRunner.sink &+= Int(total)
            }
        }
    }

    static func layout(_ name: String, count: Int, options: ListLayout.Options) -> Benchmark {
        Benchmark(name: "\(name) \(count / 1000)k", items: count) {
            let items = (0..<count).map { Item(id: String($0)) }
            let input = SectionLayoutInput(items: items, width: 390)
            let family = ListLayout()
            return { BenchmarkRunner.sink &+= family.layout(input, options: options).itemFrames.count }
        }
    }
}
