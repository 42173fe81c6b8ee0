import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuiltCore
import QuiltRender
import Testing
import QuiltTestSupport

/// Page data is untrusted: titles, ids, colours and URLs must come out as
/// text, never as markup, script or style.
@Suite("Escaping hostile data")
struct EscapingTests {
    static let script = "<script>alert(1)</script>"
    static let breakout = "\" onmouseover=\"alert(1)\" x=\""
    static let hostileAttributes: [String: DataValue] = [
        "color": .string("red;background:url(javascript:alert(1))"),
        "radius": .string("4px;behavior:url(x)"),
        "image": .object(["url": .string("javascript:alert(1)"), "fit": .string("cover\" onerror=\"alert(1)")]),
        "gradient": .object([
            "start": .object(["x": .number(0), "y": .number(0)]), "end": .object(["x": .number(1), "y": .number(1)]),
            "colors": .array([.string("#fff\" onload=\"x"), .string("expression(alert(1))")]),
        ]),
        "shadow": .object(["color": .string("</style><script>alert(1)</script>"), "radius": .number(.infinity)]),
    ]

    /// A snapshot and page whose every string is hostile.
    static func hostile() -> (LayoutSnapshot, PageSpec) {
        let sectionID = "\(script)\(breakout)"
        let itemID = "a1\(breakout)</div>"
        let section = SectionSnapshot(
            id: sectionID, frame: Rect(x: 0, y: 0, width: 300, height: 200),
            header: Rect(x: 0, y: 0, width: 300, height: 40), headerPinned: true,
            footer: Rect(x: 0, y: 170, width: 300, height: 30),
            itemsArea: Rect(x: 0, y: 40, width: 300, height: 130),
            items: [Rect(x: 0, y: 40, width: 150, height: 60), Rect(x: 150, y: 40, width: 150, height: 60)],
            itemIDs: [itemID, "java\nscript:\u{0}\u{1}"], totalItemCount: 2,
            decorations: [
                AttachedElement(
                    kind: "decoration", frame: Rect(x: 0, y: 40, width: 300, height: 130), zIndex: -1,
                    attributes: hostileAttributes),
                AttachedElement(
                    kind: "<img src=x onerror=alert(1)>", frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 1),
            ])
        let snapshot = LayoutSnapshot(pageID: "</title>\(script)", width: 300, contentHeight: 200, sections: [section])
        var page = PageSpec(id: snapshot.pageID, title: "</title><script>alert(1)</script>", sections: [])
        if let layout = HTMLStructureTests.anyLayout() {
            page.sections = [
                SectionSpec(
                    id: sectionID, layout: layout,
                    header: SupplementarySpec(height: 40, title: script),
                    footer: SupplementarySpec(height: 30, title: "<b>bold</b> & \(breakout)"),
                    placeholder: PlaceholderSpec(height: 10, title: script),
                    items: [
                        Item(
                            id: itemID,
                            data: .object([
                                "title": .string("\(script)<img src=x onerror=alert(1)>"),
                                "image": .string("javascript:alert(1)"),
                            ])),
                        Item(id: "java\nscript:\u{0}\u{1}", data: .object(["title": .string("\u{0}\u{7}\u{FFFE}ok")])),
                    ])
            ]
        }
        return (snapshot, page)
    }

    func expectNoActiveContent(_ markup: String) {
        #expect(!markup.lowercased().contains("<script"))
        #expect(!markup.contains("<img src=x"))
        // Text may hold quotes; tags (every `<` in text is escaped) hold no event handler.
        let tags =
            (try? NSRegularExpression(pattern: "<[^>]*>"))?.matches(
                in: markup, range: NSRange(markup.startIndex..., in: markup)
            )
            .compactMap { Range($0.range, in: markup).map { String(markup[$0]) } } ?? []
        #expect(!tags.isEmpty)
        // Each start tag is a name and double-quoted attributes only, none an event handler.
        let grammar = "^<[a-zA-Z]+(\\s+[a-zA-Z0-9:-]+=\"[^\"]*\")*\\s*/?>$"
        let startTags = tags.filter { !$0.hasPrefix("</") && !$0.hasPrefix("<!") }
        let malformed = startTags.filter { $0.range(of: grammar, options: .regularExpression) == nil }
        #expect(malformed.isEmpty, "\(malformed)")
        let names = startTags.flatMap { tag in
            ((try? NSRegularExpression(pattern: "\\s([a-zA-Z0-9:-]+)=\"[^\"]*\""))?.matches(
                in: tag, range: NSRange(tag.startIndex..., in: tag)) ?? [])
                .compactMap { Range($0.range(at: 1), in: tag).map { String(tag[$0]).lowercased() } }
        }
        #expect(!names.isEmpty)
        #expect(!names.contains { $0.hasPrefix("on") }, "\(Set(names))")
        #expect(!markup.lowercased().contains("javascript:alert"))
        #expect(!markup.contains("expression("))
        #expect(!markup.contains("behavior:"))
        // Controls XML cannot hold are replaced (checked by scalar: Foundation's
        // `contains` reads a NUL as the end of the string).
        #expect(!markup.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    }

    @Test func html() {
        let (snapshot, page) = Self.hostile()
        let html = HTMLRenderer().render(snapshot, page: page)
        expectNoActiveContent(html)
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Quilt</title>"))
        // Attribute values keep their quotes escaped, so nothing breaks out.
        #expect(
            html.contains(
                "data-id=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(1)&quot; x=&quot;\""))
        #expect(html.contains("data-attached=\"&lt;img src=x onerror=alert(1)&gt;\""))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; "))
        // Every element is still found with its data intact.
        let elements = taggedElements(html)
        #expect(elements.contains { $0.attributes["data-id"] == "\(Self.script)\(Self.breakout)" })
        #expect(elements.contains { $0.attributes["data-item"] == "a1\(Self.breakout)</div>" })
        // A bad colour, radius, URL, gradient or shadow colour is dropped, not copied.
        let decoration = elements.first { $0.attributes["data-attached"] == "decoration" }
        let style = declarations(decoration?.attributes["style"])
        #expect(style["background-color"] == nil)
        #expect(style["background-image"] == nil)
        #expect(style["border-radius"] == nil)
        #expect(style["box-shadow"] == "0px 0px 0px rgba(0,0,0,1)")
    }

    @Test func svg() throws {
        let (snapshot, page) = Self.hostile()
        let svg = SVGRenderer().render(snapshot, page: page)
        expectNoActiveContent(svg)
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(
            svg.contains(
                "data-id=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(1)&quot; x=&quot;\""))
        #expect(try SVGXML.isWellFormed(svg))
    }

    static let refusedImageURLsCases: [String] = [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
        "java\nscript:alert(1)",
        "vbscript:x", "file:///etc/passwd", "//evil.example/x.png", "\\\\evil\\x.png",
        "data:text/html,<script>alert(1)</script>", "",
    ]

    @Test func refusedImageURLs() async throws {
        try await withEvery("url", in: Self.refusedImageURLsCases) { url in
            let snapshot = sampleSnapshot(decoration: ["image": .object(["url": .string(url)])])
            let html = HTMLRenderer().render(snapshot)
            let svg = SVGRenderer().render(snapshot)
            #expect(!html.contains("<img"))
            #expect(!svg.contains("<image"))
            #expect(!html.lowercased().contains("script:"))
            #expect(!svg.lowercased().contains("script:"))
        }
    }

    @Test(arguments: ["https://example.com/a.png?x=1&y=\"2\"", "images/a b.png", "data:image/png;base64,AAAA"])
    func acceptedImageURLsAreEscaped(url: String) {
        let snapshot = sampleSnapshot(decoration: ["image": .object(["url": .string(url)])])
        let html = HTMLRenderer().render(snapshot)
        if url.contains(" ") {
            #expect(!html.contains("<img"))
        } else {
            #expect(
                html.contains(
                    "<img src=\"\(url.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;"))\""
                ))
        }
    }
}

/// Checks SVG output with Foundation's XML parser.
enum SVGXML {
    final class Counter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements[name, default: 0] += 1
        }
    }

    static func isWellFormed(_ svg: String) throws -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    static func elementCounts(_ svg: String) -> [String: Int]? {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = Counter()
        parser.delegate = counter
        return parser.parse() ? counter.elements : nil
    }
}
