import Quilt

/// The flex family at 10k, 100k and 1M items: a wrapping tag cloud with
/// widths from a data field, the same with the default title estimate, and a
/// horizontal strip.
enum FlexLayoutBenchmarks {
    static var all: [Benchmark] {
        let common = CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8)
        var horizontal = common
        horizontal.arrange = .horizontal
        return [10_000, 100_000, 1_000_000].flatMap { count in
            [
                layout(
                    "flex vertical spaceBetween, width field", count: count, sizes: SizeRule(width: .field("w")),
                    options: FlexLayout.Options(common: common, justify: .spaceBetween)),
                layout(
                    "flex vertical center, title estimate", count: count, sizes: UnspecifiedItemSize(),
                    options: FlexLayout.Options(common: common, justify: .center)),
                layout(
                    "flex horizontal, width field", count: count, sizes: SizeRule(width: .field("w")),
                    options: FlexLayout.Options(common: horizontal)),
            ]
        }
    }

    /// Tags with a title (3–10 Latin letters, some CJK) and a width field.
    static func items(_ count: Int) -> [Item] {
        let titles = ["swift", "kotlin", "go", "objective-c", "标签", "rust", "typescript", "中文标签", "java", "c"]
        return (0..<count).map { index -> Item in
            let width = Double(40 + (index * 37) % 90)
            return Item(
                id: String(index), data: .object(["title": .string(titles[index % titles.count]), "w": .number(width)]))
        }
    }

    static func layout(_ name: String, count: Int, sizes: any ItemSizeProvider, options: FlexLayout.Options)
        -> Benchmark
    {
        Benchmark(name: "\(name) \(count / 1000)k", items: count) {
            let input = SectionLayoutInput(items: items(count), width: 390, sizes: sizes)
            let family = FlexLayout()
            return { BenchmarkRunner.sink &+= family.layout(input, options: options).itemFrames.count }
        }
    }
}
