import Foundation
import QuiltCore
import QuiltLayoutJSON
@testable import QuiltRender
import QuiltTestSupport
import Testing

/// Items of a section with a view drawn part by part, in HTML, in SVG and
/// in the layout JSON: each part at its frame with what it shows.
@Suite("Views drawn")
struct ViewDrawingTests {
    /// A row: a 40-pt picture, a title over a byline template, an unread badge.
    static let view: ItemView = {
        let text = SizeRule.Text(font: 10, lineHeight: 12, padding: .zero)
        let byline =
            (try? TextTemplate(parsing: "{{shop}} · {{time}}")).map { ViewText.Source.template($0) } ?? .field("shop")
        let texts = ViewStack(
            [
                ViewNode(
                    .text(ViewText(.field("title"), style: text, color: AdaptiveColor(light: .black, dark: .white)))),
                ViewNode(.text(ViewText(byline, style: text, align: .end))),
            ], spacing: 2)
        return ItemView(
            root: ViewNode(
                .row(
                    ViewStack(
                        [
                            ViewNode(
                                .image(ViewImage(field: "photo", radius: 6)), width: .points(40), height: .points(40)),
                            ViewNode(.column(texts), grow: 1),
                            ViewNode(
                                .badge(
                                    ViewBadge(
                                        text: ViewText(
                                            .field("unread"),
                                            style: SizeRule.Text(font: 10, lineHeight: 12, maxLines: 1, padding: .zero))
                                    ))),
                            ViewNode(.divider(ViewDivider()), width: .points(1), alignSelf: .stretch),
                        ], spacing: 8, padding: EdgeInsets(all: 6), align: .center))))
    }()

    static let page: PageSpec = {
        let items: [DataValue] = [
            .object([
                "id": .string("a"), "title": .string("<Lamp> & co"), "shop": .string("Lumen"), "time": .string("9:41"),
                "photo": .string("https://example.com/a.png"), "unread": .number(3),
            ]),
            .object(["id": .string("b"), "title": .string("Mug"), "photo": .string("images/mug.png")]),
        ]
        let section = SectionSpec(
            id: "list", layout: LayoutSpec(family: RowFamily(), options: RowFamily.Options(columns: 1, height: 60)),
            items: items.enumerated().map { Item(data: $1, index: $0) }, sizes: SizeRule(view: view))
        return PageSpec(id: "p", sections: [section])
    }()

    static var snapshot: LayoutSnapshot { PageLayout.layout(page, width: 300) }

    @Test func theHTMLDrawsEveryPartInsideItsItemAtItsFrame() throws {
        let snapshot = Self.snapshot
        let html = HTMLRenderer(
            images: ImageResolver { $0.text == "images/mug.png" ? "data:image/png;base64,AAAA" : $0.text }
        )
        .render(snapshot, page: Self.page)
        let section = snapshot.sections[0]
        for index in section.items.indices {
            let item = try #require(section.itemFrame(at: index))
            let itemHTML = try #require(Self.element(of: index, in: html))
            let parts = section.parts(ofItem: index)
            for (number, part) in parts.enumerated() {
                let style = try #require(Self.style(ofPart: number, in: itemHTML), "part \(number) of item \(index)")
                let declared = declarations(style)
                #expect(
                    declared["left"] == NumberText.px(part.frame.x - item.x)
                        && declared["top"] == NumberText.px(part.frame.y - item.y))
                #expect(
                    declared["width"] == NumberText.px(part.frame.width)
                        && declared["height"] == NumberText.px(part.frame.height))
            }
            #expect(!itemHTML.contains("data-part=\"\(parts.count)\""))
        }
        // Text is escaped, colours that differ by appearance carry both halves,
        // a URL is loaded by the browser and a project file embedded; a
        // picture that fails shows nothing over its placeholder (alt="").
        #expect(html.contains("&lt;Lamp&gt; &amp; co") && !html.contains("<Lamp>"))
        #expect(
            html.contains("--quilt-ink-light:rgba(0,0,0,1);--quilt-ink-dark:rgba(255,255,255,1);color:var(--quilt-ink)")
        )
        #expect(html.contains("<img src=\"https://example.com/a.png\" alt=\"\" style=\"object-fit:cover\">"))
        #expect(html.contains("<img src=\"data:image/png;base64,AAAA\""))
        #expect(html.contains("@media (prefers-color-scheme:dark)"))
        #expect(html.contains("text-align:end") && html.contains(">Lumen · 9:41</div>"))
        // An item without an unread count has no badge.
        #expect(section.parts(ofItem: 1).map(\.kind) == ["image", "text", "divider"])
    }

    @Test func aChosenAppearanceDrawsItsHalf() {
        let dark = HTMLRenderer(appearance: .dark).render(Self.snapshot, page: Self.page)
        #expect(dark.contains("color:rgba(255,255,255,1)") && !dark.contains("--quilt-ink-light"))
        let svg = SVGRenderer(appearance: .dark).render(Self.snapshot, page: Self.page)
        #expect(svg.contains("fill=\"#ffffff\""))
    }

    @Test func theSVGDrawsEveryPart() throws {
        let svg = SVGRenderer().render(Self.snapshot, page: Self.page)
        let section = Self.snapshot.sections[0]
        for index in section.items.indices {
            for (number, part) in section.parts(ofItem: index).enumerated() {
                #expect(svg.contains("data-part=\"\(number)\""), "part \(number) of item \(index)")
                if let text = part.text {
                    #expect(svg.contains(">\(MarkupText.text(text))</tspan>") || !part.lines.isEmpty)
                }
            }
        }
        #expect(
            svg.contains("href=\"https://example.com/a.png\"") && svg.contains("preserveAspectRatio=\"xMidYMid slice\"")
        )
        #expect(svg.contains("text-anchor=\"end\""))
    }

    @Test func theLayoutJSONGivesEveryPart() throws {
        let json = LayoutJSON().encode(Self.snapshot)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let items = try #require(sections.first?["items"] as? [[String: Any]])
        let parts = try #require(items.first?["parts"] as? [[String: Any]])
        #expect(parts.compactMap { $0["kind"] as? String } == ["image", "text", "text", "badge", "divider"])
        #expect(parts[0]["field"] as? String == "photo" && parts[0]["url"] as? String == "https://example.com/a.png")
        #expect(parts[1]["text"] as? String == "<Lamp> & co" && parts[1]["lines"] as? Int == 1)
        #expect(parts[2]["template"] as? String == "{{shop}} · {{time}}" && parts[2]["field"] == nil)
        let frame = try #require(parts[0]["frame"] as? [String: Double])
        let item = try #require(Self.snapshot.sections[0].itemFrame(at: 0))
        #expect(frame["x"] == item.x + 6 && frame["width"] == 40)
    }

    /// The markup of item `index` (`data-index`) up to its closing tag.
    static func element(of index: Int, in html: String) -> String? {
        guard
            let start = html.range(of: "data-kind=\"item\" data-section=\"0\" data-id=\"list\" data-index=\"\(index)\"")
        else {
            return nil
        }
        let rest = html[start.lowerBound...]
        guard let end = rest.range(of: "</div>\n") else { return nil }
        return String(rest[..<end.upperBound])
    }

    /// The style of the element carrying `data-part="number"` in `markup`.
    static func style(ofPart number: Int, in markup: String) -> String? {
        guard let part = markup.range(of: "data-part=\"\(number)\"") else { return nil }
        let rest = markup[part.upperBound...]
        guard let open = rest.range(of: "style=\""), let close = rest[open.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return unescape(String(rest[open.upperBound..<close]))
    }
}
