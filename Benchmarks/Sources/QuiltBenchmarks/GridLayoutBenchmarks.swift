import Quilt

/// The grid family at 10k, 100k and 1M items: four equal columns with spans
/// read from item data (sparse and dense), constant spans, and a horizontal
/// strip of three rows.
enum GridLayoutBenchmarks {
    static var all: [Benchmark] {
        [10_000, 100_000, 1_000_000].flatMap { count in
            [
                layout(
                    "grid 4 columns, 1x1", count: count, spans: false,
                    options: GridLayout.Options(
                        common: CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        columns: Array(repeating: .fr(1), count: 4), rowHeight: 80)),
                layout(
                    "grid [100, 1fr, 2fr, 1fr] data spans sparse", count: count, spans: true,
                    options: GridLayout.Options(
                        common: CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        columns: [.points(100), .fr(1), .fr(2), .fr(1)], rowHeight: 80,
                        span: GridSpan(columns: .field("w"), rows: .field("h")))),
                layout(
                    "grid [100, 1fr, 2fr, 1fr] data spans dense", count: count, spans: true,
                    options: GridLayout.Options(
                        common: CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        columns: [.points(100), .fr(1), .fr(2), .fr(1)], rowHeight: 80, flow: .dense,
                        span: GridSpan(columns: .field("w"), rows: .field("h")))),
                layout(
                    "grid horizontal 3 rows data spans", count: count, spans: true,
                    options: GridLayout.Options(
                        common: CommonLayoutOptions(
                            arrange: .horizontal, inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
                        rows: [.fr(1), .fr(1), .fr(1)], columnWidth: 120, horizontalContentHeight: 300,
                        span: GridSpan(columns: .field("w"), rows: .field("h")))),
            ]
        }
    }

    /// Items whose data gives spans in a repeating, irregular pattern (1–3
    /// columns, 1–2 rows), so sparse flow leaves holes and dense fills them.
    static func layout(_ name: String, count: Int, spans: Bool, options: GridLayout.Options) -> Benchmark {
        Benchmark(name: "\(name) \(count / 1000)k", items: count) {
            let items = (0..<count).map { index in
                guard spans else { return Item(id: String(index)) }
                let columns = [1, 2, 1, 3, 1, 1, 2][index % 7]
                let rows = index % 5 == 0 ? 2 : 1
                return Item(
                    id: String(index), data: .object(["w": .number(Double(columns)), "h": .number(Double(rows))]))
            }
            let input = SectionLayoutInput(items: items, width: 390)
            let family = GridLayout()
            return { BenchmarkRunner.sink &+= family.layout(input, options: options).itemFrames.count }
        }
    }
}
