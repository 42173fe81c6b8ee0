import Quilt

/// Rendering and decorations: HTML, SVG and the layout JSON (what `quilt
/// layout --compact` writes) of one page with 10k and 100k titled items in
/// decorated sections, and the layout of 10k decorated sections
/// (decoration frames and attributes included).
enum RenderBenchmarks {
    static var all: [Benchmark] {
        [10_000, 100_000].flatMap { count in
            [
                render("render html", count: count) { HTMLRenderer().renderUTF8([$0], page: $1).count },
                render("render svg", count: count) { SVGRenderer().renderUTF8([$0], page: $1).count },
                render("layout json, compact", count: count) { snapshot, _ in
                    LayoutJSON(pretty: false).encode(snapshot).utf8.count
                },
            ]
        } + [decoratedSections(10_000)]
    }

    /// A page of sections of `perSection` items each, every section with a
    /// header, a gradient decoration with a shadow, and a colour decoration.
    static func page(items count: Int, perSection: Int = 100) -> PageSpec? {
        var text = "page: bench\nsections:\n"
        for section in 0..<max(1, count / perSection) {
            text += """
                  - id: s\(section)
                    header: {height: 40, title: Section \(section)}
                    layout: {kind: list, distribution: 3, itemRatio: {fraction: 0.8}, inset: 10, interitemSpacing: 8, lineSpacing: 8}
                    decoration:
                      - {radius: 8, contents: {gradient: {colors: ["#FF9E5C", "#FF659F"]}, shadow: {opacity: 0.3}}}
                      - {region: onlyItem, inset: 4, contents: {color: "#ffffff80"}}
                    items: [\((0..<perSection).map { "{id: i\($0), title: \"Item <\($0)>\"}" }.joined(separator: ", "))]

                """
        }
        return PageFile.parse(text, path: "bench.yaml", registry: .standard).page
    }

    static func render(_ name: String, count: Int, _ draw: @escaping (LayoutSnapshot, PageSpec) -> Int) -> Benchmark {
        Benchmark(name: "\(name) \(count / 1000)k items", items: count, iterations: 5) {
            guard let page = page(items: count) else { return {} }
            let snapshot = PageLayout.layout(page, width: 390)
            return { BenchmarkRunner.sink &+= draw(snapshot, page) }
        }
    }

    static func decoratedSections(_ count: Int) -> Benchmark {
        Benchmark(name: "layout \(count / 1000)k decorated sections", items: count) {
            guard let page = page(items: count, perSection: 1) else { return {} }
            return {
                BenchmarkRunner.sink &+= PageLayout.layout(page, width: 390).sections.map(\.decorations.count).reduce(
                    0, +)
            }
        }
    }
}
