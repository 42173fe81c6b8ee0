import Foundation
import QuiltCore
import QuiltRender
import Testing

@Suite("SVG structure")
struct SVGStructureTests {
    static let decoration: [String: DataValue] = [
        "color": .string("#ffffff80"), "radius": .number(200),
        "gradient": .object([
            "start": .object(["x": .number(0), "y": .number(0)]), "end": .object(["x": .number(1), "y": .number(1)]),
            "colors": .array([.string("#ff9e5cff"), .string("#ff659f80")]),
            "locations": .array([.number(0.25), .number(1)]),
        ]),
        "shadow": .object([
            "color": .string("#ff0000ff"), "offset": .object(["x": .number(1), "y": .number(2)]),
            "opacity": .number(0.5), "radius": .number(3),
        ]),
        "image": .object(["url": .string("a.png"), "fit": .string("aspectFill")]),
    ]

    @Test func wellFormedWithARectPerFrame() throws {
        let svg = SVGRenderer().render(sampleSnapshot(decoration: Self.decoration))
        let counts = try #require(SVGXML.elementCounts(svg))
        // Page, page clip, 6 items, decoration fill and gradient, image clip, strip clip, header rules, pinned header.
        #expect(counts["image"] == 1)
        #expect(counts["linearGradient"] == 1)
        #expect(counts["filter"] == 1)
        #expect(counts["feGaussianBlur"] == 1)
        #expect(
            svg.contains(
                "<rect x=\"10\" y=\"50\" width=\"135\" height=\"80\" rx=\"6\" ry=\"6\" fill=\"#ffffff\" stroke=\"#d5d9df\"/>"
            ))
        #expect(svg.contains("<rect x=\"122\" y=\"220\" width=\"100\" height=\"50\""))
    }

    /// Sections are groups titled by their header's title (else their id),
    /// items a list of titled list items with their place, decorations
    /// hidden from assistive technology (docs/accessibility.md).
    @Test func sectionsAndItemsCarryTitlesAndRoles() throws {
        let snapshot = sampleSnapshot(decoration: Self.decoration)
        let svg = SVGRenderer().render(snapshot)
        let counts = try #require(SVGXML.elementCounts(svg))
        let items = snapshot.sections.reduce(0) { $0 + $1.items.count }
        // The document's title, one per section, one per item.
        #expect(counts["title"] == 1 + snapshot.sections.count + items, "\(counts)")
        for section in snapshot.sections {
            let carousel = section.arrange == .horizontal ? " aria-roledescription=\"carousel\"" : ""
            #expect(
                svg.contains("data-id=\"\(section.id)\" role=\"group\"\(carousel)>\n<title>\(section.id)</title>"),
                "\(section.id)")
            for (index, id) in section.itemIDs.enumerated() {
                #expect(
                    svg.contains(
                        "<g role=\"listitem\" aria-posinset=\"\(index + 1)\" aria-setsize=\"\(section.totalItemCount)\"><title>\(id)</title>"
                    ),
                    "\(section.id) item \(index)")
            }
        }
        #expect(svg.contains("role=\"list\""))
        #expect(svg.contains("data-kind=\"attached\" data-attached=\"decoration\" aria-hidden=\"true\""))
    }

    @Test func decorationsAreDrawnFromTheirAttributes() {
        let svg = SVGRenderer().render(sampleSnapshot(decoration: Self.decoration))
        // Corners clamp to half the shorter side, equal in both directions.
        #expect(
            svg.contains(
                "<rect x=\"10\" y=\"40\" width=\"280\" height=\"100\" rx=\"50\" ry=\"50\" fill=\"#ffffff\" fill-opacity=\"0.502\"/>"
            ))
        // The gradient line runs between the unit points mapped into the frame, in user space.
        #expect(svg.contains("gradientUnits=\"userSpaceOnUse\" x1=\"10\" y1=\"40\" x2=\"290\" y2=\"140\">"))
        #expect(
            svg.contains(
                "<stop offset=\"0.25\" stop-color=\"#ff9e5c\" stop-opacity=\"1\"/><stop offset=\"1\" stop-color=\"#ff659f\" stop-opacity=\"0.502\"/>"
            ))
        #expect(
            svg.contains(
                "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\"/><feOffset dx=\"1\" dy=\"2\" result=\"blur\"/><feFlood flood-color=\"#ff0000\" flood-opacity=\"0.502\"/>"
            ))
        #expect(svg.contains("preserveAspectRatio=\"xMidYMid slice\""))
        #expect(svg.contains("href=\"a.png\" xlink:href=\"a.png\""))
    }

    /// `radius: {topLeft: 30, topRight: 10, bottomLeft: 30}` on the 280 × 100
    /// decoration: no side overflows, so the radii stay; SVG draws a path
    /// with an arc per corner (a sharp one where the radius is 0), HTML a
    /// four-value `border-radius`, and a clip follows the same path.
    @Test func perCornerRadiiAreAPathAndFourValues() throws {
        var attributes = Self.decoration
        attributes["radius"] = CornerRadii(topLeft: 30, topRight: 10, bottomLeft: 30).attributeValue
        let svg = SVGRenderer().render(sampleSnapshot(decoration: attributes))
        let path =
            "<path d=\"M40 40H280A10 10 0 0 1 290 50V140A0 0 0 0 1 290 140H40A30 30 0 0 1 10 110V70A30 30 0 0 1 40 40Z\""
        #expect(svg.contains(path + " fill=\"#ffffff\" fill-opacity=\"0.502\"/>"))
        #expect(svg.contains(path + "/></clipPath>"))
        #expect(SVGXML.elementCounts(svg) != nil, "well-formed")
        let html = HTMLRenderer().render(sampleSnapshot(decoration: attributes))
        let decoration = try #require(taggedElements(html).first { $0.attributes["data-kind"] == "attached" })
        #expect(declarations(decoration.attributes["style"])["border-radius"] == "30px 10px 0px 30px")
        // Radii that overflow a side shrink together: 100 high, 80 + 80 on the left → × 0.625.
        attributes["radius"] = CornerRadii(topLeft: 80, bottomLeft: 80).attributeValue
        let shrunk = HTMLRenderer().render(sampleSnapshot(decoration: attributes))
        let element = try #require(taggedElements(shrunk).first { $0.attributes["data-kind"] == "attached" })
        #expect(declarations(element.attributes["style"])["border-radius"] == "50px 0px 0px 50px")
    }

    @Test func stripsAreClippedToTheirVisibleBox() {
        let svg = SVGRenderer().render(sampleSnapshot())
        #expect(svg.contains("<clipPath id=\"qs2\"><rect x=\"0\" y=\"210\" width=\"300\" height=\"70\"/></clipPath>"))
        #expect(svg.contains("<g data-kind=\"itemsArea\" clip-path=\"url(#qs2)\" role=\"list\">"))
    }

    @Test func severalWidthsSideBySideWithUniqueIDs() throws {
        var wide = sampleSnapshot(decoration: Self.decoration)
        wide.width = 768
        let svg = SVGRenderer().render([sampleSnapshot(decoration: Self.decoration), wide])
        let counts = try #require(SVGXML.elementCounts(svg))
        #expect(counts["linearGradient"] == 2)
        #expect(svg.contains("<g transform=\"translate(24 48)\">"))
        #expect(svg.contains("<g transform=\"translate(372 48)\">"))
        #expect(svg.contains("width=\"1164\""))
        let ids = (try NSRegularExpression(pattern: " id=\"([^\"]+)\"")).matches(
            in: svg, range: NSRange(svg.startIndex..., in: svg)
        )
        .compactMap { Range($0.range(at: 1), in: svg).map { String(svg[$0]) } }
        #expect(Set(ids).count == ids.count)
    }

    @Test func longTitlesAreShortened() throws {
        let title = String(repeating: "word ", count: 40)
        let page = PageSpec(
            id: "sample",
            sections: [
                SectionSpec(
                    id: "albums", layout: try #require(HTMLStructureTests.anyLayout()),
                    items: [Item(id: "a1", data: .object(["title": .string(title)]))])
            ])
        let svg = SVGRenderer().render(sampleSnapshot(), page: page)
        // 135 − 12 points hold 17 characters.
        #expect(svg.contains(">word word word w…</text>"))
    }
}
