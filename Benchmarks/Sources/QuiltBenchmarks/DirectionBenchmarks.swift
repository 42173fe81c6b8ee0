import Quilt

/// What right to left costs a left-to-right page: the same million-item feed
/// laid out and queried under `ltr` and under `rtl`, side by side.
///
/// Families lay out left to right and the engine mirrors frames where they
/// are read, so an `ltr` page pays one comparison of the direction per frame
/// read and an `rtl` page one subtraction more.
enum DirectionBenchmarks {
    static let queries = 10_000

    static var all: [Benchmark] {
        LayoutDirection.allCases.flatMap { direction in
            [layout(direction), query(direction), frames(direction)]
        }
    }

    static func page(_ direction: LayoutDirection) -> PageSpec {
        var page = BenchmarkPages.feed(items: 1_000_000)
        page.direction = direction
        return page
    }

    /// Page layout: sections laid out, placed frames (headers, decorations) mirrored.
    static func layout(_ direction: LayoutDirection) -> Benchmark {
        Benchmark(name: "page layout 1M items, \(direction.rawValue)", items: 1_000_000, iterations: 5) {
            let spec = page(direction)
            return { BenchmarkRunner.sink &+= Int(PageLayout.layout(spec, width: 390).contentHeight) }
        }
    }

    /// `elements(in:)` over screen-sized rectangles: item frames read (and mirrored) per hit.
    static func query(_ direction: LayoutDirection) -> Benchmark {
        Benchmark(name: "elements(in:) screen rect 1M items, \(direction.rawValue)", items: queries) {
            let snapshot = PageLayout.layout(page(direction), width: 390)
            var random = SplitMix64(seed: 1)
            let offsets = (0..<queries).map { _ in Double(random.next() % UInt64(snapshot.contentHeight)) }
            return {
                for offset in offsets {
                    BenchmarkRunner.sink &+= snapshot.elements(in: Rect(x: 0, y: offset, width: 390, height: 844)).count
                }
            }
        }
    }

    /// Every item frame of the page read once, as a renderer reads them.
    static func frames(_ direction: LayoutDirection) -> Benchmark {
        Benchmark(name: "every item frame read 1M items, \(direction.rawValue)", items: 1_000_000) {
            let snapshot = PageLayout.layout(page(direction), width: 390)
            return {
                var sum = 0.0
                for section in snapshot.sections {
                    for index in section.layoutResult.itemFrames.indices {
                        sum += section.itemFrame(at: index)?.x ?? 0
                    }
                }
                BenchmarkRunner.sink &+= Int(sum)
            }
        }
    }
}
