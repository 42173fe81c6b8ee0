import Quilt

/// `elements(in:)` on a page of a million items: screen-sized rectangles
/// (390 × 844) at random offsets, per query; a hit test at a point (the
/// element there, its section's state, an item's position) among a million
/// items in 100,000 sections, half of them loading.
enum QueryBenchmarks {
    static let queries = 10_000

    static var all: [Benchmark] {
        [
            Benchmark(name: "elements(in:) screen rect, 1M-item page", items: queries) {
                let snapshot = PageLayout.layout(BenchmarkPages.feed(items: 1_000_000), width: 390)
                var random = SplitMix64(seed: 1)
                let offsets = (0..<queries).map { _ in Double(random.next() % UInt64(snapshot.contentHeight)) }
                var found = 0
                for offset in offsets {
                    found += snapshot.elements(in: Rect(x: 0, y: offset, width: 390, height: 844)).count
                }
                print("  (\(BenchmarkRunner.format2(Double(found) / Double(queries))) elements per query)")
                return {
                    for offset in offsets {
                        BenchmarkRunner.sink &+=
                            snapshot.elements(in: Rect(x: 0, y: offset, width: 390, height: 844)).count
                    }
                }
            },
            Benchmark(name: "hit test: state, position, 1M items/100k sections", items: queries) {
                // What a tap asks: the element at a point, the state its
                // section shows and, for an item, its position.
                let snapshot = PageLayout.layout(sectionsPage(sections: 100_000, items: 20), width: 390)
                var random = SplitMix64(seed: 2)
                let points = (0..<queries).map { _ in
                    Rect(
                        x: Double(random.next() % 390), y: Double(random.next() % UInt64(snapshot.contentHeight)),
                        width: 0, height: 0)
                }
                return {
                    for point in points {
                        for element in snapshot.elements(in: point) {
                            BenchmarkRunner.sink &+=
                                (element.position == .last ? 1 : 0) + (element.state == .loading ? 2 : 0)
                        }
                    }
                }
            },
            Benchmark(name: "pinnedHeaders(atOffset:), 1M-item page", items: queries) {
                let snapshot = PageLayout.layout(BenchmarkPages.feed(items: 1_000_000), width: 390)
                return {
                    for query in 0..<queries {
                        BenchmarkRunner.sink &+= snapshot.pinnedHeaders(atOffset: Double(query) * 97).count
                    }
                }
            },
        ]
    }

    /// `sections` list sections of `items` items each, every other one
    /// loading with no items of its own.
    static func sectionsPage(sections: Int, items: Int) -> PageSpec {
        let layout = LayoutSpec(family: ListLayout(), options: ListLayout.Options())
        return PageSpec(
            id: "sections",
            sections: (0..<sections).map { index in
                SectionSpec(
                    id: "s" + String(index), layout: layout, placeholder: PlaceholderSpec(height: 20),
                    items: index % 2 == 0 ? BenchmarkPages.items("i\(index)-", items) : [],
                    source: index % 2 == 0 ? nil : "feed")
            })
    }
}
