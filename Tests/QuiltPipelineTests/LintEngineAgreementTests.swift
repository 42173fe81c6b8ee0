import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

/// pagelint and the engine (`quilt layout`) agree through the whole
/// pipeline — project, loading, `LintRunner` — on pages broken the way people
/// break them (misspellings, repeated ids, ported spellings): pagelint fails
/// exactly the pages the engine refuses, and reports every error the engine
/// meets at the place the engine does. (`LintEnginePropertyTests` covers
/// extreme numbers on the corpora, page by page.)
@Suite("pagelint agrees with the engine on broken pages and projects")
struct LintEngineAgreementTests {
    /// Lines of a valid page; each seed breaks some of them.
    static let sections = [
        "  - id: a\n    layout: {kind: list, distribution: 2, lineSpacing: 4}\n    items: [{id: x}, {id: y}]\n",
        "  - id: b\n    layout: {kind: grid, columns: 3}\n    header: {height: 40, pinned: true}\n    items: [{id: x}]\n",
        "  - id: c\n    layout: {kind: waterfall, columns: 2, render: leftToRight}\n    items: [{id: x, h: 40}]\n    size: {height: {field: h}}\n",
        "  - id: d\n    layout: {kind: flex, justify: center}\n    items: [{id: x}]\n",
    ]

    /// Breakages: (what the valid text says, what a broken page says instead).
    static let breakages: [(String, String)] = [
        ("id: b", "id: a"), ("kind: list", "kind: lsit"), ("kind: waterfall", "kind: waterfal"),
        ("distribution: 2", "distribution: 0"), ("distribution: 2", "distribution: 0.5"),
        ("lineSpacing: 4", "lineSpacnig: 4"), ("columns: 3", "columns: -1"), ("pinned: true", "pinned: maybe"),
        ("render: leftToRight", "render: sideways"), ("justify: center", "justify: left"),
        ("{id: x, h: 40}", "{id: x, h: 40}, {id: x}"), ("field: h", "field: \"\""), ("height: 40", "hieght: 40"),
        ("    items: [{id: x}]\n", "    headerPin: true\n    items: [{id: x}]\n"), ("id: d", "id: c"),
        ("kind: flex", "kind: flex, justifyContent: center"), ("columns: 2", "columns: 2, maxDisplay: {lines: 1}"),
    ]

    /// `line:column` of every error in `diagnostics` located in `file`.
    static func errorPlaces(_ diagnostics: [Diagnostic], file: String) -> Set<String> {
        Set(
            diagnostics.filter { $0.severity == .error && $0.location.file == file }.map {
                "\($0.location.line):\($0.location.column)"
            })
    }

    @Test func generatedBrokenPagesFailAlikeAndAtTheSamePlaces() async throws {
        let folder = try TemporaryDirectory(files: ["quilt.yml": "pages: [pages/*.yaml]\n"])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("pages"), withIntermediateDirectories: true)
        let pipeline = PagePipeline(offline: true)
        for seed in 0..<120 {
            // A small deterministic generator: the seed picks the breakages.
            var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            var text = "page: p\nsections:\n" + Self.sections.joined()
            for _ in 0..<(seed % 4) {
                let (valid, broken) = Self.breakages[next(Self.breakages.count)]
                if let range = text.range(of: valid) { text.replaceSubrange(range, with: broken) }
            }
            let name = "pages/p\(seed).yaml"
            try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
            let engine = await pipeline.load(folder.path(name))
            let report = await LintRunner(registry: .standard, currentDirectory: folder.path).run(paths: [name])
            let lintErrors = Set(
                report.findings.filter { $0.severity == .error }.map {
                    "\($0.location.line):\($0.location.column)"
                })
            #expect(
                engine.isUsable == lintErrors.isEmpty,
                "seed \(seed): engine usable \(engine.isUsable), lint errors \(lintErrors)\n\(text)\n\(engine.diagnostics)"
            )
            let missed = Self.errorPlaces(engine.diagnostics, file: folder.path(name)).subtracting(lintErrors)
            #expect(missed.isEmpty, "seed \(seed): engine errors pagelint does not report at \(missed)\n\(text)")
        }
    }

    /// A page is refused for its project's errors; linting just that page
    /// reports them (in their files), so pagelint does not pass it.
    @Test func lintingOnePageReportsItsProjectsErrors() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\ncomponents: [components/*.yaml]\n",
            "components/row.yaml": "component: row\nfields: {title: {type: strin}}\n",
            "pages/a.yaml": "page: a\nsections: [{id: s, items: [{id: x}]}]\n",
        ])
        defer { folder.remove() }
        let engine = await PagePipeline(offline: true).load(folder.path("pages/a.yaml"))
        #expect(!engine.isUsable)
        let page = await LintRunner(registry: .standard, currentDirectory: folder.path).run(paths: ["pages/a.yaml"])
        #expect(
            page.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
                "components/row.yaml:2:24 unknown-value"
            ])
        #expect(page.findings.first?.notes.contains { $0.contains("refuses pages/a.yaml") } == true)
        // Linting the whole project reports it once, in its own file.
        let whole = await LintRunner(registry: .standard, currentDirectory: folder.path).run(paths: [])
        #expect(whole.findings.map(\.ruleID) == [.unknownValue])
    }
}
