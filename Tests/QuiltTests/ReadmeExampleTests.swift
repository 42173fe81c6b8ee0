import Foundation
import Quilt
import Testing

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

    /// `SquaresLayout.swift` is the README's family file, character for character.
    @Test func theReadmeShowsTheFamilyFileThatCompiles() throws {
        let readme = try String(contentsOfFile: CommandPaths.root + "/README.md", encoding: .utf8)
        let file = try String(contentsOfFile: CommandPaths.root + "/Tests/QuiltTests/SquaresLayout.swift", encoding: .utf8)
        let marker = "// Sources/SquaresLayout/SquaresLayout.swift\n"
        let block = try #require(readme.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```").first)
        #expect(block == file)
    }

    @Test func codeRegistrationFromTheReadme() throws {
        var registry = Registry.standard
        try registry.register(family: SquaresLayout())
        try registry.register(preset: LayoutPreset(name: "bigSquares", base: "squares", options: ["side": .scalar("60")]))
        try registry.register(kind: ComponentKind(
            name: "avatar", defaultLayout: .mapping(["kind": .scalar("bigSquares")]),
            fields: [ComponentField(name: "image", type: .url, required: true)]))
        let file = PageFile.parse("""
            page: p
            sections:
              - component: avatar
                items: [{id: a, image: /a.png}, {id: b, image: nope}]
            """, path: "p.yaml", registry: registry)
        #expect(file.diagnostics.map(\.code) == ["wrong-type"])
        #expect(file.diagnostics.first?.location.description == "p.yaml:4:52")
        let snapshot = try PageLayout.layout(#require(file.page), width: 390)
        #expect(snapshot.sections[0].items == [Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 60, y: 0, width: 60, height: 60)])
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
