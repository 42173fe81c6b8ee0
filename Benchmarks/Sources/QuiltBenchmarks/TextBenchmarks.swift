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
/// 1M items, against 100k, to show the layout stays linear. Then font
/// fallback: the same Latin feed measured by DejaVu falling back to the
/// example's CJK and emoji faces (what fallback costs text that needs
/// none), and a feed of Chinese titles measured by that chain.
enum TextBenchmarks {
    /// The example project's regular face, found from this file's place in the repository.
    static let fontPath = examplePath("Examples/fonts/DejaVuSans.ttf")

    /// A file of the repository, found from this file's place in it.
    static func examplePath(_ relative: String) -> String {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent(relative).path
    }

    /// DejaVu Sans falling back to the example project's CJK and emoji faces.
    static func fallbackChain() -> ShapedTextMeasurer? {
        guard let latin = try? ShapedTextMeasurer(path: fontPath),
            let cjk = try? ShapedTextMeasurer(path: examplePath("Examples/fonts/NotoSansCJK-Subset.ttc"), index: 0),
            let emoji = try? ShapedTextMeasurer(path: examplePath("Examples/fonts/Symbola-Subset.ttf"))
        else { return nil }
        return latin.fallingBack(to: [cjk, emoji])
    }

    static var all: [Benchmark] {
        guard let warm = try? ShapedTextMeasurer(path: fontPath),
            let uncached = try? ShapedTextMeasurer(path: fontPath, caching: false)
        else {
            print("no font at \(fontPath)")
            return []
        }
        var fallback: [Benchmark] = []
        if let chain = fallbackChain(), let chinese = fallbackChain() {
            fallback = [
                feed("text feed, warm word cache, with fallback faces", count: 100_000, measurer: chain),
                feed(
                    "text feed, Chinese titles, warm word cache", count: 100_000, measurer: chinese,
                    titles: chineseTitles),
                feed(
                    "text feed, Chinese titles, cold word cache", count: 100_000, measurer: chinese,
                    emptyingCache: true, titles: chineseTitles),
            ]
        }
        return [
            feed("text feed, warm word cache", count: 100_000, measurer: warm),
            feed("text feed, cold word cache", count: 100_000, measurer: warm, emptyingCache: true),
            feed("text feed, HarfBuzz every word, no cache", count: 100_000, measurer: uncached, iterations: 3),
            feed("text feed, warm word cache", count: 1_000_000, measurer: warm, iterations: 3),
        ] + fallback
    }

    /// `count` Chinese titles of 12–40 characters: words of one to four
    /// ideographs from the example pages' vocabulary, now and then a Latin
    /// word, a price or punctuation, with no spaces, as Chinese headlines are.
    static func chineseTitles(_ count: Int) -> [String] {
        var random = SplitMix64(seed: 23)
        let words = [
            "羽绒服", "小米手环", "运动鞋", "数码", "家电", "美食", "旅行", "新品", "上市", "限时", "抢购", "包邮", "今天", "天气", "转冷",
            "双十一", "购物节", "开幕", "全场", "八折", "发布", "续航", "支持", "售价", "搜索量", "本周", "上涨", "专家", "建议", "提前",
            "下单", "避免", "物流", "高峰期", "选购", "指南", "轻薄", "男女", "同款", "冬季", "保暖", "外套", "旗舰店", "官方", "缓震",
            "回弹", "适合", "日常", "训练", "马拉松", "咖啡", "套装", "磨豆机", "无线", "降噪", "耳机", "台灯", "黄铜", "灯罩", "的", "了",
        ]
        let extras = ["iPhone", "NFC", "Wi-Fi", "¥249", "2024", "，", "。", "、", "「", "」", "！", "？", "🔥"]
        return (0..<count).map { _ in
            let target = 12 + Int(random.next() % 29)
            var title = ""
            while title.count < target {
                title +=
                    random.next() % 6 == 0
                    ? extras[Int(random.next() % UInt64(extras.count))]
                    : words[Int(random.next() % UInt64(words.count))]
            }
            return title
        }
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
        _ name: String, count: Int, measurer: ShapedTextMeasurer, emptyingCache: Bool = false, iterations: Int = 7,
        titles: @escaping (Int) -> [String] = titles
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
