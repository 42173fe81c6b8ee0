import QuiltCore
import QuiltRender
import Testing
import QuiltTestSupport

@Suite("HTML structure")
struct HTMLStructureTests {
    /// The frame an element's style places it at, in page coordinates, given
    /// the container origin it is positioned in.
    func frame(_ attributes: [String: String], origin: Point) -> Rect? {
        let style = declarations(attributes["style"])
        func px(_ key: String) -> Double? { style[key].flatMap { Double($0.replacingOccurrences(of: "px", with: "")) } }
        guard let left = px("left"), let top = px("top"), let width = px("width"), let height = px("height") else {
            return nil
        }
        return Rect(x: origin.x + left, y: origin.y + top, width: width, height: height)
    }

    @Test func everyFrameHasOneElementAtItsPosition() throws {
        let snapshot = sampleSnapshot(decoration: ["color": .string("#8091a5ff")])
        let html = HTMLRenderer().render(snapshot)
        let elements = taggedElements(html)
        func find(_ kind: String, section: Int, index: Int? = nil) -> [String: String]? {
            let matches = elements.filter {
                $0.attributes["data-kind"] == kind && $0.attributes["data-section"] == String(section)
                    && $0.attributes["data-index"] == index.map(String.init)
            }
            #expect(matches.count == 1, "\(kind) \(section) \(String(describing: index)): \(matches.count) elements")
            return matches.first?.attributes
        }
        for (sectionIndex, section) in snapshot.sections.enumerated() {
            let sectionElement = try #require(find("section", section: sectionIndex))
            #expect(frame(sectionElement, origin: .zero) == section.frame)
            #expect(sectionElement["data-id"] == section.id)
            let origin = section.frame.origin
            let area = try #require(find("itemsArea", section: sectionIndex))
            #expect(frame(area, origin: origin) == section.itemsArea)
            let itemOrigin = section.arrange == .horizontal ? section.itemsArea.origin : origin
            for (index, itemFrame) in section.items.enumerated() {
                let item = try #require(find("item", section: sectionIndex, index: index))
                #expect(frame(item, origin: itemOrigin) == itemFrame)
                #expect(item["data-item"] == section.itemIDs[index])
            }
            for (index, element) in section.decorations.enumerated() {
                let attached = try #require(find("attached", section: sectionIndex, index: index))
                #expect(frame(attached, origin: origin) == element.frame)
                #expect(declarations(attached["style"])["z-index"] == String(element.zIndex))
                #expect(attached["data-attached"] == "decoration")
            }
        }
        let footer = try #require(find("footer", section: 0))
        #expect(frame(footer, origin: .zero) == Rect(x: 0, y: 140, width: 300, height: 30))
        let header = try #require(find("header", section: 0))
        #expect(frame(header, origin: .zero) == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(elements.filter { $0.attributes["data-kind"] == "item" }.count == 6)
    }

    @Test func pinnedHeadersStickInsideTheirSection() throws {
        let html = HTMLRenderer().render(sampleSnapshot())
        let pinned = try #require(
            taggedElements(html).first { $0.attributes["class"]?.contains("quilt-pinned") == true })
        #expect(pinned.attributes["data-section"] == "1")
        #expect(declarations(pinned.attributes["style"])["width"] == "300px")
        #expect(declarations(pinned.attributes["style"])["height"] == "40px")
        // Sticky needs the header in flow, first in its section.
        #expect(
            html.contains(
                "<section class=\"quilt-section\" data-kind=\"section\" data-section=\"1\" data-id=\"strip\" role=\"region\" aria-label=\"strip\" aria-roledescription=\"carousel\" style=\"left:0px;top:170px;width:300px;height:110px\">\n<header class=\"quilt-el quilt-header quilt-pinned\""
            ))
        #expect(html.contains(".quilt-header.quilt-pinned{position:sticky;top:0"))
        // The unpinned header is positioned like any other element.
        let plain = try #require(
            taggedElements(html).first {
                $0.attributes["data-kind"] == "header" && $0.attributes["data-section"] == "0"
            })
        #expect(plain.attributes["class"] == "quilt-el quilt-header")
    }

    func strip(_ scrolling: ScrollingBehavior) -> (strip: [String: String], items: [[String: String]], html: String) {
        let html = HTMLRenderer().render(sampleSnapshot(scrolling: scrolling))
        let elements = taggedElements(html)
        let strip =
            elements.first { $0.attributes["data-kind"] == "itemsArea" && $0.attributes["data-section"] == "1" }?
            .attributes ?? [:]
        let items = elements.filter { $0.attributes["data-kind"] == "item" && $0.attributes["data-section"] == "1" }
            .map(\.attributes)
        return (strip, items, html)
    }

    @Test func stripsScrollSidewaysInsideTheirVisibleBox() {
        let (strip, _, html) = strip(.continuous)
        #expect(strip["class"] == "quilt-el quilt-strip")
        #expect(html.contains(".quilt-strip{overflow-x:auto;overflow-y:hidden"))
        #expect(html.contains("<div class=\"quilt-strip-content\" role=\"none\" style=\"width:752px;height:70px\">"))
    }

    @Test func pagingSnapsOncePerPage() {
        let (strip, items, html) = strip(.paging)
        #expect(declarations(strip["style"])["scroll-snap-type"] == "x mandatory")
        #expect(items.allSatisfy { declarations($0["style"])["scroll-snap-align"] == nil })
        // Pages start at 0, 300, 600 of the 752-point content.
        #expect(html.components(separatedBy: "<i class=\"quilt-snap\"").count - 1 == 3)
        #expect(html.contains("<i class=\"quilt-snap\" aria-hidden=\"true\" style=\"left:600px\"></i>"))
    }

    @Test func itemPagingSnapsItemStartsAfterTheLeadingInset() {
        let (strip, items, _) = strip(.itemPaging)
        #expect(declarations(strip["style"])["scroll-snap-type"] == "x mandatory")
        #expect(declarations(strip["style"])["scroll-padding-left"] == "12px")
        #expect(items.count == 4)
        #expect(items.allSatisfy { declarations($0["style"])["scroll-snap-align"] == "start" })
    }

    @Test func centeredSnapsItemCentres() {
        let (strip, items, _) = strip(.centered)
        #expect(declarations(strip["style"])["scroll-snap-type"] == "x mandatory")
        #expect(items.allSatisfy { declarations($0["style"])["scroll-snap-align"] == "center" })
    }

    @Test(arguments: [ScrollingBehavior.continuous, .none])
    func freeScrollingDoesNotSnap(scrolling: ScrollingBehavior) {
        let (strip, items, html) = strip(scrolling)
        #expect(declarations(strip["style"])["scroll-snap-type"] == nil)
        #expect(items.allSatisfy { declarations($0["style"])["scroll-snap-align"] == nil })
        #expect(!html.contains("<i class=\"quilt-snap\""))
        #expect(strip["data-scrolling"] == scrolling.rawValue)
    }

    /// A `scrolling: none` strip does not scroll (docs/scrolling.md): its
    /// box clips, so neither a user nor `scrollLeft` moves it; a
    /// `continuous` one still scrolls. The live preview's strips
    /// (`HTMLElements`) carry the same attribute and stylesheet.
    @Test func aStripThatDoesNotScrollClips() {
        let (strip, _, html) = strip(.none)
        #expect(strip["data-scrolling"] == "none")
        #expect(html.contains(".quilt-strip[data-scrolling=\"none\"]{overflow:clip}"))
        let (free, _, _) = self.strip(.continuous)
        #expect(free["data-scrolling"] == "continuous")
        let snapshot = sampleSnapshot(scrolling: .none)
        let live = HTMLElements(page: nil, snapshot: snapshot).strip(snapshot.sections[1], attributes: "")
        #expect(live.contains("data-scrolling=\"none\""))
        #expect(HTMLElements.stylesheet.contains(".quilt-strip[data-scrolling=\"none\"]{overflow:clip}"))
    }

    @Test func decorationStyles() throws {
        let attributes: [String: DataValue] = [
            "color": .string("#ffffffff"), "radius": .number(4),
            "shadow": .object([
                "color": .string("#ff0000ff"), "offset": .object(["x": .number(0), "y": .number(2)]),
                "opacity": .number(0.5), "radius": .number(3),
            ]),
            "gradient": .object([
                "start": .object(["x": .number(0.5), "y": .number(0)]),
                "end": .object(["x": .number(0.5), "y": .number(1)]),
                "colors": .array([.string("#ff9e5cff"), .string("#ff659fff")]),
                "locations": .array([.number(0), .number(1)]),
            ]),
            "image": .object(["url": .string("https://example.com/a.png"), "fit": .string("aspectFill")]),
        ]
        let html = HTMLRenderer().render(sampleSnapshot(decoration: attributes))
        let decoration = try #require(taggedElements(html).first { $0.attributes["data-kind"] == "attached" })
        let style = declarations(decoration.attributes["style"])
        #expect(style["border-radius"] == "4px")
        #expect(style["background-color"] == "rgba(255,255,255,1)")
        #expect(style["background-image"] == "linear-gradient(180deg, rgba(255,158,92,1) 0%, rgba(255,101,159,1) 100%)")
        // Core Animation's shadow radius is a Gaussian sigma; CSS's blur is twice it.
        #expect(style["box-shadow"] == "0px 2px 6px rgba(255,0,0,0.502)")
        #expect(html.contains("<img src=\"https://example.com/a.png\" alt=\"\" style=\"object-fit:cover\">"))
    }

    @Test(arguments: [
        ("fill", "fill"), ("aspectFit", "contain"), ("aspectFill", "cover"), ("center", "none"), ("tile", "fill"),
    ])
    func imageFits(fit: String, css: String) {
        let html = HTMLRenderer().render(
            sampleSnapshot(decoration: ["image": .object(["url": .string("a.png"), "fit": .string(fit)])]))
        #expect(html.contains("<img src=\"a.png\" alt=\"\" style=\"object-fit:\(css)\">"))
    }

    @Test func imagesGoThroughTheResolver() {
        let snapshot = sampleSnapshot(decoration: ["image": .object(["url": .string("images/a.png")])])
        let embedded = HTMLRenderer(images: ImageResolver { _ in "data:image/png;base64,AAAA" }).render(snapshot)
        #expect(embedded.contains("<img src=\"data:image/png;base64,AAAA\""))
        // A missing image leaves the decoration's box alone.
        let missing = HTMLRenderer(images: ImageResolver { _ in nil }).render(snapshot)
        #expect(!missing.contains("<img"))
        #expect(taggedElements(missing).filter { $0.attributes["data-kind"] == "attached" }.count == 1)
        // A resolver cannot smuggle in a refused URL either.
        let hostile = HTMLRenderer(images: ImageResolver { _ in "javascript:alert(1)" }).render(snapshot)
        #expect(!hostile.contains("<img"))
        #expect(!hostile.contains("javascript"))
    }

    /// Elements from other attachments render with their own kind and
    /// z-index; one with nothing to fill still shows.
    @Test func otherAttachedKindsShowUp() throws {
        var snapshot = sampleSnapshot()
        snapshot.sections[0].decorations = [
            AttachedElement(kind: "badge", frame: Rect(x: 270, y: 4, width: 20, height: 20), zIndex: 2),
            AttachedElement(
                kind: "ribbon", frame: Rect(x: 0, y: 0, width: 50, height: 10), zIndex: 1,
                attributes: ["color": .string("#ff0000")]),
        ]
        let html = HTMLRenderer().render(snapshot)
        let attached = taggedElements(html).filter { $0.attributes["data-kind"] == "attached" }
        // Drawn after the items, lowest z first.
        #expect(attached.map { $0.attributes["data-attached"] } == ["ribbon", "badge"])
        #expect(attached.map { $0.attributes["data-index"] } == ["1", "0"])
        #expect(attached.map { declarations($0.attributes["style"])["z-index"] } == ["1", "2"])
        #expect(html.contains("class=\"quilt-el quilt-attached quilt-bare\""))
        #expect(html.contains(">badge</span>"))
        let lastItem = try #require(html.range(of: "data-item=\"a2\""))
        let ribbon = try #require(html.range(of: "data-attached=\"ribbon\""))
        #expect(lastItem.lowerBound < ribbon.lowerBound)
    }

    @Test func severalWidthsSideBySide() {
        let narrow = sampleSnapshot()
        var wide = sampleSnapshot()
        wide.width = 768
        let html = HTMLRenderer().render([narrow, wide])
        #expect(html.components(separatedBy: "<div class=\"quilt-page\"").count - 1 == 2)
        #expect(html.contains("data-width=\"300\""))
        #expect(html.contains("data-width=\"768\""))
        #expect(html.contains("sample · 768 pt"))
    }

    @Test func selfContainedWithADebugToggle() {
        let html = HTMLRenderer().render(sampleSnapshot())
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("@import"))
        #expect(html.contains("<input type=\"checkbox\" id=\"quilt-debug\""))
        #expect(html.contains(".quilt-debug:checked~.quilt-pages .quilt-label{display:block}"))
        #expect(html.contains("<span class=\"quilt-label\" aria-hidden=\"true\">albums</span>"))
    }

    @Test func itemsShowTheirData() throws {
        let page = PageSpec(
            id: "sample", title: "Sample",
            sections: [
                SectionSpec(
                    id: "albums", layout: try #require(Self.anyLayout()),
                    header: SupplementarySpec(height: 40, title: "Albums"),
                    footer: SupplementarySpec(height: 30, title: "More"),
                    items: [
                        Item(id: "a1", data: .object(["title": .string("Blue"), "image": .string("blue.jpg")])),
                        Item(id: "a2", data: .object(["name": .number(42)])),
                    ]),
                SectionSpec(
                    id: "strip", layout: try #require(Self.anyLayout()), items: [Item(id: "s0", data: .object([:]))]),
            ])
        let html = HTMLRenderer().render(sampleSnapshot(), page: page)
        #expect(html.contains("<title>Sample · Quilt</title>"))
        #expect(
            html.contains(
                "data-item=\"a1\" role=\"listitem\" aria-posinset=\"1\" aria-setsize=\"2\" style=\"left:10px;top:50px;width:135px;height:80px\"><span class=\"quilt-image\" aria-hidden=\"true\"></span><span class=\"quilt-title\">Blue</span></div>"
            ))
        #expect(
            html.contains(
                "data-item=\"a2\" role=\"listitem\" aria-posinset=\"2\" aria-setsize=\"2\" style=\"left:155px;top:50px;width:135px;height:80px\"><span class=\"quilt-title\">42</span></div>"
            ))
        #expect(html.contains("<span class=\"quilt-title quilt-muted\">s0</span>"))
        #expect(html.contains(">Albums</header>"))
        #expect(html.contains(">More</footer>"))
    }

    /// A layout spec for hand-built pages (the renderer never runs it).
    static func anyLayout() -> LayoutSpec? {
        LayoutSpec(family: ToyFamily(), options: ToyFamily.Options())
    }
}
