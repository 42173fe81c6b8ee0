import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// What the family docs state about their examples is what the engine does.
@Suite("Family docs examples")
struct FamilyDocsExampleTests {
    static func doc(_ name: String) throws -> String {
        try String(contentsOfFile: PackagePaths.path("docs/\(name).md"), encoding: .utf8)
    }

    /// The first ```yaml block after `heading` in `text`, and the prose that follows it.
    static func example(after heading: String, in text: String) -> (yaml: String, prose: String)? {
        guard let section = text.components(separatedBy: heading).dropFirst().first,
            let block = section.components(separatedBy: "```yaml\n").dropFirst().first
        else { return nil }
        let parts = block.components(separatedBy: "```")
        guard parts.count > 1 else { return nil }
        return (parts[0], parts[1].components(separatedBy: "\n## ").first ?? "")
    }

    /// docs/grid.md's horizontal example with its five items at width 390:
    /// its 210 points of columns are less than the section, so the strip's
    /// content is the section's width, as the prose says.
    @Test func theHorizontalGridExampleIsAsWide() throws {
        let example = try #require(Self.example(after: "## Horizontal", in: Self.doc("grid")))
        let layout = example.yaml.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let items = (1...5).map { "{id: i\($0)}" }.joined(separator: ", ")
        let file = PageFile.parse(
            "page: p\nsections:\n  - id: s\n\(layout)\n    items: [\(items)]\n", path: "grid.md", registry: .standard)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let page = try #require(file.page)
        let section = try #require(PageLayout.layout(page, width: 390).sections.first)
        let prose = example.prose.replacingOccurrences(of: "\n", with: " ")
        #expect(prose.contains("strip is \(NumberText.format(section.frame.height)) high"), "\(prose)")
        let contentWidth = try #require(section.contentWidth)
        #expect(prose.contains("`contentWidth` \(NumberText.format(contentWidth))"), "\(prose)")
    }

    /// docs/updates.md names each built-in family whose `extend` continues
    /// a section after an append, and no other.
    @Test func theUpdatesDocNamesEveryFamilyThatExtends() throws {
        let text = try Self.doc("updates").replacingOccurrences(of: "\n", with: " ")
        let claim = try #require(
            text.components(separatedBy: "**Appends go through the family.**").dropFirst().first?
                .components(separatedBy: " - ").first)
        let layouts = [
            "list": "{kind: list}", "grid": "{kind: grid, columns: 3, rowHeight: 40}", "flex": "{kind: flex}",
            "waterfall": "{kind: waterfall, columns: 2}",
        ]
        for (family, written) in layouts {
            let file = PageFile.parse(
                "page: p\nsections:\n  - {id: a, layout: \(written)}\n", path: "p.yaml", registry: .standard)
            let layout = try #require(file.page?.sections.first?.layout, "\(file.diagnostics)")
            let items = (0..<5).map { Item(id: "i\($0)") }
            var result = layout.layout(SectionLayoutInput(items: Array(items.prefix(3)), width: 390))
            let extended = layout.extend(&result, appendedFrom: 3, input: SectionLayoutInput(items: items, width: 390))
            #expect(
                claim.contains("`\(family)`") == extended, "\(family) extends: \(extended); docs/updates.md: \(claim)")
        }
    }
}
