import Foundation
import Quilt

/// Rows sized by a view (docs/views.md), against today's stack rule on the
/// same texts, side by side in one run: a list of 100,000 news rows — a
/// 56-pt thumbnail beside a bold headline of 30–120 characters (at most
/// three lines), a byline and a comment count, four parts — in DejaVu Sans
/// at 390 pt, the word cache warm. The stack approximates the thumbnail by
/// the texts' left padding; the view lays the row out as the browser would.
/// Then the parts of every row laid out (what `quilt layout` writes).
enum ViewBenchmarks {
    static let count = 100_000

    static var all: [Benchmark] {
        guard let regular = try? ShapedTextMeasurer(path: TextBenchmarks.fontPath),
            let bold = try? ShapedTextMeasurer(
                path: TextBenchmarks.fontPath.replacingOccurrences(of: "DejaVuSans.ttf", with: "DejaVuSans-Bold.ttf"))
        else {
            print("no font at \(TextBenchmarks.fontPath)")
            return []
        }
        let items = rows(count)
        let view = SizeRule(view: newsView(regular: regular, bold: bold))
        let stack = SizeRule(height: .stack(newsStack(regular: regular, bold: bold)))
        return [
            list("view rows, sized (4 parts), warm word cache", items: items, sizes: view),
            list("stack rule rows, same texts, warm word cache", items: items, sizes: stack),
            parts("view rows, every part laid out", items: items, view: newsView(regular: regular, bold: bold)),
        ]
    }

    /// `count` rows: titles as ``TextBenchmarks/titles(_:)`` makes them,
    /// bylines (source and time) and comment counts that vary, every row
    /// with a thumbnail.
    static func rows(_ count: Int) -> [Item] {
        let titles = TextBenchmarks.titles(count)
        let sources = ["Example Times", "Quilt Weekly", "The Harbour Post", "Staff"]
        return titles.enumerated().map { index, title in
            let byline = "\(sources[index % sources.count]) · May \(index % 28 + 1), 09:\(10 + index % 50)"
            let data: DataObject = [
                "title": .string(title), "byline": .string(byline), "comments": .string("\(index % 997) comments"),
                "thumbnail": .string("./images/\(index % 40).png"),
            ]
            return Item(id: String(index), data: .object(data))
        }
    }

    /// A news row as docs/views.md describes it.
    static func newsView(regular: any TextMeasurer, bold: any TextMeasurer) -> ItemView {
        func text(_ source: ViewText.Source, _ measurer: any TextMeasurer, font: Double, line: Double, lines: Int?)
            -> ViewNode
        {
            ViewNode(
                .text(
                    ViewText(
                        source,
                        style: SizeRule.Text(
                            font: font, lineHeight: line, maxLines: lines, padding: .zero, measurer: measurer))))
        }
        let texts = ViewStack(
            [
                text(.field("title"), bold, font: 16, line: 22, lines: 3),
                text(.field("byline"), regular, font: 12, line: 16, lines: 1),
                text(.field("comments"), regular, font: 12, line: 16, lines: 1),
            ], spacing: 4)
        let row = ViewStack(
            [
                ViewNode(.image(ViewImage(field: "thumbnail", radius: 8)), width: .points(56), height: .points(56)),
                ViewNode(.column(texts), grow: 1),
            ], spacing: 12, padding: EdgeInsets(top: 12, left: 12, bottom: 12, right: 16))
        return ItemView(root: ViewNode(.row(row)))
    }

    /// The same texts as a stack rule: left padding in place of the thumbnail.
    static func newsStack(regular: any TextMeasurer, bold: any TextMeasurer) -> SizeRule.Stack {
        func text(
            _ field: String, _ measurer: any TextMeasurer, font: Double, line: Double, lines: Int?, padding: EdgeInsets
        ) -> SizeRule.Stack.Part {
            .length(
                .text(
                    SizeRule.Text(
                        field: field, font: font, lineHeight: line, maxLines: lines, padding: padding,
                        measurer: measurer)))
        }
        return SizeRule.Stack(
            parts: [
                text("title", bold, font: 16, line: 22, lines: 3, padding: EdgeInsets(top: 12, left: 80, right: 16)),
                text("byline", regular, font: 12, line: 16, lines: 1, padding: EdgeInsets(left: 80, right: 16)),
                text(
                    "comments", regular, font: 12, line: 16, lines: 1,
                    padding: EdgeInsets(left: 80, bottom: 12, right: 16)),
            ], spacing: 4, minimum: 80)
    }

    static func list(_ name: String, items: [Item], sizes: SizeRule) -> Benchmark {
        Benchmark(name: "\(name) \(items.count / 1000)k", items: items.count) {
            let input = SectionLayoutInput(items: items, width: 390, sizes: sizes)
            let options = ListLayout.Options(common: CommonLayoutOptions(lineSpacing: 1))
            let family = ListLayout()
            return { BenchmarkRunner.sink &+= Int(family.layout(input, options: options).height) }
        }
    }

    static func parts(_ name: String, items: [Item], view: ItemView) -> Benchmark {
        Benchmark(name: "\(name) \(items.count / 1000)k", items: items.count, iterations: 3) {
            return {
                var total = 0
                for item in items { total &+= view.parts(in: item.data, width: 390).count }
                BenchmarkRunner.sink &+= total
            }
        }
    }
}
