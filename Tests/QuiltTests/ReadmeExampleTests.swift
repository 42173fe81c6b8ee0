import Foundation
import Quilt
import Testing
import QuiltTestSupport

@Suite("README examples")
struct ReadmeExampleTests {
    @Test func squaresFamilyFromTheReadme() throws {
        var registry = Registry.standard
        try registry.register(family: SquaresLayout())
        let file = PageFile.parse(
            """
            page: p
            sections:
              - layout: {kind: squares, side: 30}
                items: [{id: a}, {id: b}]
              - layout: {kind: squares, side: -1, sid: 3}
            """, path: "squares.yaml", registry: registry)
        #expect(file.diagnostics.map(\.code) == [.outOfRange, .unknownKey])
        #expect(file.diagnostics.first?.location.description == "squares.yaml:5:35")
        #expect(file.diagnostics.last?.suggestion == "side")
        let page = try #require(file.page)
        let snapshot = PageLayout.layout(page, width: 390)
        #expect(snapshot.sections[0].items.last == Rect(x: 30, y: 0, width: 30, height: 30))
    }

    /// `SquaresLayout.swift` is the README's family file, character for character.
    @Test func theReadmeShowsTheFamilyFileThatCompiles() throws {
        let readme = try String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)
        let file = try String(
            contentsOfFile: PackagePaths.path("Tests/QuiltTests/SquaresLayout.swift"), encoding: .utf8)
        let marker = "// Sources/SquaresLayout/SquaresLayout.swift\n"
        let block = try #require(
            readme.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```").first)
        #expect(block == file)
    }

    @Test func codeRegistrationFromTheReadme() throws {
        var registry = Registry.standard
        try registry.register(family: SquaresLayout())
        try registry.register(
            preset: LayoutPreset(name: "bigSquares", base: "squares", options: ["side": .scalar("60")]))
        try registry.register(
            kind: ComponentKind(
                name: "avatar", defaultLayout: .mapping(["kind": .scalar("bigSquares")]),
                fields: [ComponentField(name: "image", type: .url, required: true)]))
        let file = PageFile.parse(
            """
            page: p
            sections:
              - component: avatar
                items: [{id: a, image: /a.png}, {id: b, image: nope}]
            """, path: "p.yaml", registry: registry)
        #expect(file.diagnostics.map(\.code) == [.wrongType])
        #expect(file.diagnostics.first?.location.description == "p.yaml:4:52")
        let snapshot = try PageLayout.layout(#require(file.page), width: 390)
        #expect(
            snapshot.sections[0].items == [
                Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 60, y: 0, width: 60, height: 60),
            ])
    }

    @Test func libraryUsageFromTheReadme() throws {
        let file = PageFile.load(path: PackagePaths.path("Examples/pages/lists.yaml"), registry: .standard)
        #expect(file.diagnostics.isEmpty)
        let page = try #require(file.page)
        let snapshot = PageLayout.layout(page, width: 390)
        #expect(snapshot.sections.map(\.id).first == "settings")
    }
}

@Suite("README examples: scrolling")
struct ReadmeScrollingTests {
    @Test func pinnedHeadersAndStripsOfTheScrollingExample() throws {
        let file = PageFile.load(path: PackagePaths.path("Examples/pages/scrolling.yaml"), registry: .standard)
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
        let file = PageFile.load(path: PackagePaths.path("Examples/pages/scrolling.yaml"), registry: .standard)
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
