import Foundation
import Quilt

/// Rows sized by measured text: a list whose every row is as tall as its
/// title, wrapped at 390 − 32 pt in DejaVu Sans (the example project's font)
/// at 15 pt with 20-pt lines, as `height: {text: …}` sizes a news feed.
///
/// Side by side on the same 100k titles of 30–120 characters: the word
/// cache warm (the usual case: a feed repeats its words), emptied before
/// every run (cold: each distinct word shaped once per run), and no cache
/// (every word of every title shaped by HarfBuzz). Then the warm list at
/// 1M items, against 100k, to show the layout stays linear.
enum TextBenchmarks {
    /// The example project's regular face, found from this file's place in the repository.
    static let fontPath: String = {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("Examples/fonts/DejaVuSans.ttf").path
    }()

    static var all: [Benchmark] {
        guard let warm = try? ShapedTextMeasurer(path: fontPath),
            let uncached = try? ShapedTextMeasurer(path: fontPath, caching: false)
        else {
            print("no font at \(fontPath)")
            return []
        }
        return [
            feed("text feed, warm word cache", count: 100_000, measurer: warm),
            feed("text feed, cold word cache", count: 100_000, measurer: warm, emptyingCache: true),
            feed("text feed, HarfBuzz every word, no cache", count: 100_000, measurer: uncached, iterations: 3),
            feed("text feed, warm word cache", count: 1_000_000, measurer: warm, iterations: 3),
        ]
    }

    /// `count` titles of 30–120 characters: words drawn from a vocabulary of
    /// 5,000 (Zipf-like: common words often, rare ones seldom), some with
    /// punctuation and digits, as a news feed's headlines are.
    static func titles(_ count: Int) -> [String] {
        var random = SplitMix64(seed: 17)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let vocabulary: [String] = (0..<5_000).map { index in
            let length = 2 + Int(random.next() % 9)
            var word = String((0..<length).map { _ in letters[Int(random.next() % 26)] })
            if index % 7 == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            if index % 50 == 0 { word += "," }
            if index % 97 == 0 { word = String(random.next() % 2_000) }
            return word
        }
        return (0..<count).map { _ in
            let target = 30 + Int(random.next() % 91)
            var title = ""
            while title.count < target {
                // Squaring a uniform draw favours the first words of the vocabulary.
                let draw = Double(random.next() % 10_000) / 10_000
                let word = vocabulary[Int(draw * draw * Double(vocabulary.count))]
                title += title.isEmpty ? word : " " + word
            }
            return String(title.prefix(120))
        }
    }

    static func feed(
        _ name: String, count: Int, measurer: ShapedTextMeasurer, emptyingCache: Bool = false, iterations: Int = 7
    ) -> Benchmark {
        Benchmark(name: "\(name) \(count / 1000)k", items: count, iterations: iterations) {
            let items = titles(count).enumerated().map { index, title in
                Item(id: String(index), data: .object(["title": .string(title)]))
            }
            let text = SizeRule.Text(
                field: "title", family: "Body", font: 15, lineHeight: 20,
                padding: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), measurer: measurer)
            let input = SectionLayoutInput(items: items, width: 390, sizes: SizeRule(height: .text(text)))
            let options = ListLayout.Options(common: CommonLayoutOptions(lineSpacing: 1))
            let family = ListLayout()
            return {
                if emptyingCache { measurer.removeCachedWords() }
                BenchmarkRunner.sink &+= Int(family.layout(input, options: options).height)
            }
        }
    }
}
