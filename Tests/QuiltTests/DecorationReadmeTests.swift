import Quilt
import Testing

/// The README's decoration example and `Registry.standard`'s decoration key.
@Suite("README decorations")
struct DecorationReadmeTests {
    @Test func theReadmeDecorationsLayOut() throws {
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: s
                header: 40
                layout: {kind: list, itemRatio: {absolute: 50}, inset: {left: 20, right: 20}}
                decoration:
                  - region: all
                    radius: 4
                    contents: {color: "#8091a5"}
                  - region: onlyItem
                    inset: {left: -10, right: -10}
                    contents:
                      gradient: {start: [0.5, 0], end: [0.5, 1], colors: ["#FF9E5C", "#FF659F"]}
                      shadow: {color: red, opacity: 0.5, radius: 3}
                items: [{id: a}]
            """, path: "readme.yaml", registry: .standard)
        #expect(file.diagnostics.isEmpty)
        let page = try #require(file.page)
        let decorations = PageLayout.layout(page, width: 390).sections[0].decorations
        #expect(
            decorations.map(\.frame) == [
                Rect(x: 20, y: 0, width: 350, height: 90), Rect(x: 10, y: 40, width: 370, height: 50),
            ])
        #expect(decorations.map(\.zIndex) == [-2, -1])
    }

    @Test func standardRegistryKnowsTheStandardContents() {
        #expect(Registry.standard.decorationExtension?.contents.names == ["color", "gradient", "image"])
    }
}
