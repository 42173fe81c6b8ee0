import Quilt

/// Loading more into a page of a million items: 20 items appended to the last
/// section through `PageLayout.update`, against laying the page out again.
enum IncrementalLayoutBenchmarks {
    /// Keeps the page and its snapshot between timed runs so each run appends
    /// to the result of the previous one, as a feed does.
    final class Feed {
        var page: PageSpec
        // A stored property, not `lazy`: a lazy one is read and written back
        // around `update`, which would copy the snapshot each time.
        var snapshot: LayoutSnapshot
        var serial = 0

        init() {
            page = BenchmarkPages.feed(items: 1_000_000)
            snapshot = PageLayout.layout(page, width: 390)
        }

        func appendTwenty() {
            let section = page.sections.count - 1
            let start = page.sections[section].items.count
            page.sections[section].items.append(
                contentsOf: (0..<20).map { _ in
                    serial += 1
                    return Item(id: "more" + String(serial))
                })
            let changes = PageChangeSet(items: [
                .init(
                    sectionID: page.sections[section].id, oldSection: section, newSection: section,
                    changes: .appending(20, to: start))
            ])
            PageLayout.update(&snapshot, to: page, changes: changes)
        }
    }

    static var all: [Benchmark] {
        [
            Benchmark(name: "update: append 20 to a 1M-item page", items: 1, iterations: 51) {
                let feed = Feed()
                return {
                    feed.appendTwenty()
                    BenchmarkRunner.sink &+= feed.snapshot.sections.count
                }
            },
            Benchmark(name: "layout: the same page from scratch", items: 1, iterations: 5) {
                let feed = Feed()
                feed.appendTwenty()
                return { BenchmarkRunner.sink &+= PageLayout.layout(feed.page, width: 390).sections.count }
            },
            Benchmark(name: "update: a section above 1M items grows a row", items: 1, iterations: 21) {
                let feed = Feed()
                var grown = false
                return {
                    // Twelve shortcuts fill three rows of four; a thirteenth opens a fourth.
                    var page = feed.page
                    grown.toggle()
                    page.sections[1].items = BenchmarkPages.items("s", grown ? 13 : 12)
                    let changes = Diff.changes(from: feed.page, to: page)
                    PageLayout.update(&feed.snapshot, to: page, changes: changes)
                    feed.page = page
                    BenchmarkRunner.sink &+= feed.snapshot.sections.count
                }
            },
        ]
    }
}
