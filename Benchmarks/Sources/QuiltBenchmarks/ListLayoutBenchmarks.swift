import Quilt

/// The list family at 10k, 100k and 1M items: three per line with a ratio, and
/// a horizontal strip of three rows.
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
            ]
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
