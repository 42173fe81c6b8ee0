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

@Suite("README examples: scrolling")
struct ReadmeScrollingTests {
    @Test func pinnedHeadersAndStripsOfTheScrollingExample() throws {
        let file = PageFile.load(path: CommandPaths.root + "/Examples/pages/scrolling.yaml", registry: .standard)
        #expect(file.diagnostics.isEmpty)
        let snapshot = PageLayout.layout(try #require(file.page), width: 390)
        let pinned = snapshot.pinnedHeaders(atOffset: 300)
        #expect(pinned.first { $0.sectionID == "pages" }?.frame.y == 188)
        #expect(pinned.first { $0.sectionID == "cards" }?.frame.y == 300)
        let strip = try #require(snapshot.sections[0].strip)
        #expect(strip.snapOffsets == [0, 390, 780, 790])
        #expect(strip.targetOffset(forProposed: 300, velocity: 0) == 390)
        #expect(strip.targetOffset(forProposed: 300, velocity: -1.2) == 0)
        let screen = snapshot.elements(in: Rect(x: 0, y: 700, width: 390, height: 844))
        #expect(screen.contains { $0.kind == .item && $0.sectionID == "feed" })
    }

    @Test func diffAndUpdateFromTheReadme() throws {
        let file = PageFile.load(path: CommandPaths.root + "/Examples/pages/scrolling.yaml", registry: .standard)
        let page = try #require(file.page)
        var newPage = page
        newPage.sections[5].items.append(Item(id: "f9"))
        newPage.sections.remove(at: 3)
        var snapshot = PageLayout.layout(page, width: 390)
        let changes = Diff.changes(from: page, to: newPage)
        #expect(changes.sections.deletes == [3])
        #expect(changes.items.map(\.sectionID) == ["feed"])
        PageLayout.update(&snapshot, to: newPage, changes: changes)
        #expect(snapshot == PageLayout.layout(newPage, width: snapshot.width))
    }
}
