import Quilt
import Testing

/// The README's "Adding a layout family" example, kept compiling and working.
struct SquaresLayout: LayoutFamily {
    struct Options: LayoutOptions {
        var side = 44.0
        var arrange = Arrange.vertical
        var inset = EdgeInsets.zero
        var scrolling = ScrollingBehavior.none
    }

    let name = "squares"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        Options(side: reader.decode("side", as: Double.self, context: &context,
                                    requirement: "greater than 0") { $0 > 0 } ?? 44)
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let frames = input.items.indices.map {
            Rect(x: Double($0) * options.side, y: 0, width: options.side, height: options.side)
        }
        return SectionLayoutResult(itemFrames: frames, height: frames.isEmpty ? 0 : options.side)
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test func squaresFamilyFromTheReadme() throws {
        var registry = Registry.standard
        try registry.register(family: SquaresLayout())
        let file = PageFile.parse("""
            page: p
            sections:
              - layout: {kind: squares, side: 30}
                items: [{id: a}, {id: b}]
              - layout: {kind: squares, side: -1, sid: 3}
            """, path: "squares.yaml", registry: registry)
        #expect(file.diagnostics.map(\.code) == ["out-of-range", "unknown-key"])
        #expect(file.diagnostics.first?.location.description == "squares.yaml:5:35")
        #expect(file.diagnostics.last?.suggestion == "side")
        let page = try #require(file.page)
        let snapshot = PageLayout.layout(page, width: 390)
        #expect(snapshot.sections[0].items.last == Rect(x: 30, y: 0, width: 30, height: 30))
    }

    @Test func libraryUsageFromTheReadme() throws {
        let file = PageFile.load(path: CommandPaths.root + "/Examples/pages/lists.yaml", registry: .standard)
        #expect(file.diagnostics.isEmpty)
        let page = try #require(file.page)
        let snapshot = PageLayout.layout(page, width: 390)
        #expect(snapshot.sections.map(\.id).first == "settings")
    }
}

enum CommandPaths {
    /// The package root, from this file's path.
    static let root: String = {
        let parts = #filePath.split(separator: "/").dropLast(3)
        return "/" + parts.joined(separator: "/")
    }()
}
