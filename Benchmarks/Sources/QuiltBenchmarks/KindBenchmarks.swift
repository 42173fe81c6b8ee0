import Quilt

/// The cost of component kinds: reforming and checking items, decoding a page
/// whose sections name a kind against the same page without one, and loading
/// the example project.
enum KindBenchmarks {
    static let kindText = """
        component: news
        fields:
          id: {type: string, required: true}
          title: {type: string, required: true}
          source: {type: string, default: Staff}
          time: string
          comments: string
          thumbnail: url
        reform:
          title: headline
          source: /meta/source
          time: {from: /meta/publishedAt, dateFormat: "MMM d, HH:mm"}
          comments: {from: /stats/comments, numberFormat: "#,##0' comments'", default: none}
          thumbnail: /images/0/url
        """

    static var all: [Benchmark] {
        var registry = Registry.standard
        var context = DecodingContext(registry: registry)
        let kindRoot = YAMLLoader().parse(kindText, file: "news.yaml").root ?? .mapping([:])
        guard let kind = ComponentKind.decode(kindRoot, context: &context), (try? registry.register(kind: kind)) != nil
        else {
            print("the benchmark kind does not decode: \(context.diagnostics)")
            return []
        }
        let raw = (0..<10_000).map { index in
            DataValue.object([
                "id": .string("n\(index)"), "headline": .string("Headline \(index)"),
                "meta": .object(["source": .string("Wire"), "publishedAt": .string("2024-05-01T09:30:00Z")]),
                "stats": .object(["comments": .number(Double(index * 37))]),
                "images": .array([.object(["url": .string("https://example.com/\(index).jpg")])]),
            ])
        }
        let withKind = samplePage(sections: 2_000, component: "news")
        let without = samplePage(sections: 2_000, component: nil)
        return [
            Benchmark(name: "prepare (reform + check) one raw item", items: raw.count) {
                { for value in raw { BenchmarkRunner.sink &+= kind.prepare(value).problems.count } }
            },
            Benchmark(name: "PageFile, 16k items without a kind", items: 16_000) {
                {
                    BenchmarkRunner.sink &+=
                        PageFile.parse(without, path: "bench.yaml", registry: registry).page?.sections.count ?? 0
                }
            },
            Benchmark(name: "PageFile, 16k items of the news kind", items: 16_000) {
                {
                    BenchmarkRunner.sink &+=
                        PageFile.parse(withKind, path: "bench.yaml", registry: registry).page?.sections.count ?? 0
                }
            },
            Benchmark(name: "ProjectLoader, Examples (per load)", items: 1) {
                {
                    BenchmarkRunner.sink &+=
                        ProjectLoader.load(file: "../Examples/quilt.yml", base: .standard).registry.presets.count
                }
            },
        ]
    }

    /// Sections of eight raw news items each, with or without `component:`.
    static func samplePage(sections: Int, component: String?) -> String {
        var text = "page: bench\nsections:\n"
        for index in 0..<sections {
            text += "  - id: s\(index)\n"
            if let component { text += "    component: \(component)\n" }
            text += "    layout: {kind: list, distribution: 2, itemRatio: {fraction: 1.2}}\n    items:\n"
            for item in 0..<8 {
                text +=
                    "      - {id: n\(index)-\(item), headline: 'Headline \(item)', meta: {source: Wire, publishedAt: '2024-05-01T09:30:00Z'}, stats: {comments: \(item * 1234)}, images: [{url: 'https://example.com/\(item).jpg'}]}\n"
            }
        }
        return text
    }
}
