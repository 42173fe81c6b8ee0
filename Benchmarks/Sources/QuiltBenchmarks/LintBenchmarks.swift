import Quilt

/// The linter's cost per file, in process and on one thread: pages like
/// Benchmarks/lint/generate_pages.py writes (about 2 KB of list, grid and
/// strip sections with inline items), each parsed, decoded and checked by
/// every rule; and its parts: loading, decoding, and item data from nodes.
enum LintBenchmarks {
    static var all: [Benchmark] {
        let pages = (0..<1_000).map { Array(page($0).utf8) }
        let bytes = pages.reduce(0) { $0 + $1.count }
        print("input: \(pages.count) pages, \(bytes / pages.count) bytes each")
        let registry = Registry.standard
        let loader = YAMLLoader()
        let items = pages.prefix(100).flatMap { page -> [ConfigNode] in
            let root = page.withUnsafeBufferPointer { loader.parse(bytes: $0, file: "page.yaml").root }
            return (root?["sections"]?.elements ?? []).flatMap { $0["items"]?.elements ?? [] }
        }
        return [
            Benchmark(name: "Linter.lint, generated ~2 KB page (per page)", items: pages.count) {
                let linter = Linter()
                let scope = LintScope(registry: registry)
                let sources = pages.map(SourceText.init(bytes:))
                return {
                    for (index, source) in sources.enumerated() {
                        let result = linter.lint(source, path: "pages/page-\(index).yaml", kind: nil, scope: scope)
                        BenchmarkRunner.sink &+= result?.findings.count ?? -1
                    }
                }
            },
            Benchmark(name: "YAMLLoader, generated ~2 KB page (per page)", items: pages.count) {
                {
                    for page in pages {
                        let document = page.withUnsafeBufferPointer { loader.parse(bytes: $0, file: "pages/page.yaml") }
                        BenchmarkRunner.sink &+= document.root == nil ? 0 : 1
                    }
                }
            },
            Benchmark(name: "PageFile, generated ~2 KB page (per page)", items: pages.count) {
                let texts = pages.map { String(decoding: $0, as: UTF8.self) }
                return {
                    for text in texts {
                        BenchmarkRunner.sink &+=
                            PageFile.parse(text, path: "pages/page.yaml", registry: registry).page?.sections.count ?? 0
                    }
                }
            },
            Benchmark(name: "DataValue(node), inline item mapping (per item)", items: items.count) {
                { for item in items { BenchmarkRunner.sink &+= DataValue(item).objectValue?.count ?? 0 } }
            },
        ]
    }

    /// A page as generate_pages.py writes them: sections of four kinds with
    /// headers, footers and three to six items, up to about 1,900 bytes.
    static func page(_ number: Int) -> String {
        var random = SplitMix64(seed: UInt64(number))
        func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
        func chance(_ probability: Double) -> Bool { Double(random.next() % 1000) / 1000 < probability }
        var text =
            "# yaml-language-server: $schema=../Schemas/page.schema.json\npage: page-\(number)\ntitle: Generated page \(number)\nsections:\n"
        var index = 0
        while text.utf8.count < 1_900 {
            let kind = pick(["table", "grid", "strip", "collection"])
            text += "  - id: s\(index)-\(kind)\n"
            if chance(0.7) { text += "    header: {height: \(pick([32, 40, 44])), title: Section \(index)}\n" }
            switch kind {
            case "table":
                text +=
                    "    layout:\n      kind: list\n      distribution: 1\n      itemRatio: {absolute: \(pick([44, 52, 60]))}\n      lineSpacing: 0.5\n"
            case "collection":
                text +=
                    "    layout:\n      kind: list\n      distribution: \(pick([2, 3, 4]))\n      itemRatio: {fraction: 0.8}\n"
                text +=
                    "      inset: {top: 10, left: 15, bottom: 10, right: 15}\n      lineSpacing: 10\n      interitemSpacing: 10\n"
            case "grid":
                text +=
                    "    layout:\n      kind: grid\n      columns: \(pick([2, 3, 4]))\n      rowHeight: 60\n      columnGap: 8\n      rowGap: 8\n"
                text += "      inset: {left: 15, right: 15}\n"
            default:
                text +=
                    "    layout:\n      kind: list\n      arrange: horizontal\n      distribution: {fraction: 0.55}\n"
                text +=
                    "      itemRatio: {absolute: 50}\n      rows: \(pick([1, 2, 3]))\n      scrolling: paging\n      interitemSpacing: 10\n"
            }
            if chance(0.3) { text += "    footer: {height: 30, title: More}\n" }
            text += "    items:\n"
            for item in 0..<(3 + Int(random.next() % 4)) {
                text +=
                    "      - {id: i\(index)-\(item), title: Item \(item), subtitle: Detail text \(100 + random.next() % 900)}\n"
            }
            index += 1
        }
        return text
    }
}
