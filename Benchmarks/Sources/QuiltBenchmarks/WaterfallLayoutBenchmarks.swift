import Quilt

/// The waterfall family at 10k, 100k and 1M items (a two-column Pinterest
/// feed with aspect ratios, three columns dealt in turn, a horizontal strip),
/// and loading 20 more items onto 10k and onto 1M through `extend`.
enum WaterfallLayoutBenchmarks {
    static let aspect = SizeRule(aspect: .init(widthField: "w", heightField: "h"))

    static var all: [Benchmark] {
        let common = CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8)
        var horizontal = common
        horizontal.arrange = .horizontal
        let feed = WaterfallLayout.Options(common: common, columns: 2, render: .shortestFirst)
        let turns = WaterfallLayout.Options(common: common, columns: 3, render: .leftToRight)
        let strip = WaterfallLayout.Options(common: horizontal, rows: 3, horizontalContentHeight: 300)
        var benchmarks: [Benchmark] = []
        for count in [10_000, 100_000, 1_000_000] {
            benchmarks.append(layout("waterfall 2 columns shortestFirst, aspect", count: count, options: feed))
            benchmarks.append(layout("waterfall 3 columns leftToRight, aspect", count: count, options: turns))
            benchmarks.append(layout("waterfall horizontal 3 rows, aspect", count: count, options: strip))
        }
        benchmarks.append(append(20, onto: 10_000, options: feed))
        benchmarks.append(append(20, onto: 1_000_000, options: feed))
        return benchmarks
    }

    /// Photos with pixel sizes in a repeating, irregular pattern.
    static func items(_ count: Int) -> [Item] {
        (0..<count).map(item)
    }

    static func item(_ index: Int) -> Item {
        let width = Double(600 + (index * 131) % 600)
        let height = Double(400 + (index * 257) % 900)
        return Item(id: String(index), data: .object(["w": .number(width), "h": .number(height)]))
    }

    static func layout(_ name: String, count: Int, options: WaterfallLayout.Options) -> Benchmark {
        Benchmark(name: "\(name) \(count / 1000)k", items: count) {
            let input = SectionLayoutInput(items: items(count), width: 390, sizes: aspect)
            let family = WaterfallLayout()
            return { BenchmarkRunner.sink &+= family.layout(input, options: options).itemFrames.count }
        }
    }

    /// Times only `extend`: each run takes its own copy of the layout of the
    /// first `base` items, made untimed in setUp. Each copy's frame array has
    /// room for the new frames, as it does once Swift's geometric growth has
    /// happened (the first append after a fresh full layout may reallocate
    /// once). The appended items are made last, as freshly loaded data is.
    static func append(_ added: Int, onto base: Int, options: WaterfallLayout.Options) -> Benchmark {
        let iterations = 9
        return Benchmark(
            name: "waterfall append \(added) onto \(base / 1000)k (extend)", items: added, iterations: iterations
        ) {
            let family = WaterfallLayout()
            var all = items(base)
            let previous = family.layout(SectionLayoutInput(items: all, width: 390, sizes: aspect), options: options)
            // One copy per run (the warm-up too), each with its own storage.
            var copies: [SectionLayoutResult] = (0...iterations).map { _ in
                var copy = previous
                var frames: [Rect] = []
                frames.reserveCapacity(base + added)
                frames.append(contentsOf: previous.itemFrames)
                copy.itemFrames = frames
                return copy
            }
            all.reserveCapacity(base + added)
            all.append(contentsOf: (base..<(base + added)).map(item))
            let input = SectionLayoutInput(items: all, width: 390, sizes: aspect)
            return {
                guard var result = copies.popLast() else { return }
                let extended = family.extend(&result, appendedFrom: base, input: input, options: options)
                BenchmarkRunner.sink &+= extended ? result.itemFrames.count : -1
                // Kept, so that freeing the frames is not timed.
                retained.append(result)
            }
        }
    }

    /// Extended results are kept so that freeing their frames is not timed.
    nonisolated(unsafe) static var retained: [SectionLayoutResult] = []
}
