import Quilt

/// `elements(in:)` on a page of a million items: screen-sized rectangles
/// (390 × 844) at random offsets, per query.
enum QueryBenchmarks {
    static let queries = 10_000

    static var all: [Benchmark] {
        [
            Benchmark(name: "elements(in:) screen rect, 1M-item page", items: queries) {
                let snapshot = PageLayout.layout(BenchmarkPages.feed(items: 1_000_000), width: 390)
                var random = SplitMix64(seed: 1)
                let offsets = (0..<queries).map { _ in Double(random.next() % UInt64(snapshot.contentHeight)) }
                var found = 0
                for offset in offsets { found += snapshot.elements(in: Rect(x: 0, y: offset, width: 390, height: 844)).count }
                print("  (\(BenchmarkRunner.format2(Double(found) / Double(queries))) elements per query)")
                return {
                    for offset in offsets {
                        BenchmarkRunner.sink &+= snapshot.elements(in: Rect(x: 0, y: offset, width: 390, height: 844)).count
                    }
                }
            },
            Benchmark(name: "pinnedHeaders(atOffset:), 1M-item page", items: queries) {
                let snapshot = PageLayout.layout(BenchmarkPages.feed(items: 1_000_000), width: 390)
                return {
                    for query in 0..<queries { BenchmarkRunner.sink &+= snapshot.pinnedHeaders(atOffset: Double(query) * 97).count }
                }
            },
        ]
    }
}
