import QuiltCore
import Testing
import QuiltTestSupport

/// Pages made of the test families, with headers, footers, placeholders and
/// decorations that reach outside their sections.
enum GeneratedPages {
    static func page(_ random: inout SplitMix64, sections: Int = 6, maxItems: Int = 40) -> PageSpec {
        let specs = (0..<random.below(sections + 1)).map { index in
            section("s\(index)", items: random.below(maxItems + 1), random: &random)
        }
        return PageSpec(id: "generated", sections: specs, states: random.below(2) == 0 ? stateViews(&random) : nil)
    }

    /// Views for some of the three states, of random heights.
    static func stateViews(_ random: inout SplitMix64) -> StateViews {
        func view() -> PlaceholderSpec? {
            random.below(3) == 0 ? nil : PlaceholderSpec(height: Double(random.below(90)), retry: random.below(2) == 0)
        }
        return StateViews(loading: view(), empty: view(), failed: view())
    }

    /// One of the three load states.
    static func loadState(_ random: inout SplitMix64) -> SectionLoadState {
        switch random.next() % 3 {
        case 0: .loading
        case 1: .loaded
        default: .failed(message: "request failed")
        }
    }

    static func section(_ id: String, items count: Int, random: inout SplitMix64) -> SectionSpec {
        let arrange: Arrange = random.below(3) == 0 ? .horizontal : .vertical
        let inset = EdgeInsets(
            top: Double(random.below(12)), left: Double(random.below(12)), bottom: Double(random.below(12)),
            right: Double(random.below(12)))
        let layout: LayoutSpec
        switch random.below(3) {
        case 0:
            layout = LayoutSpec(
                family: ScatterFamily(),
                options: ScatterFamily.Options(height: Double(50 + random.below(600)), arrange: arrange, inset: inset))
        case 1:
            layout = LayoutSpec(
                family: ToyFamily(),
                options: ToyFamily.Options(side: Double(5 + random.below(40)), arrange: arrange, inset: inset))
        default:
            layout = LayoutSpec(
                family: TrackFamily(),
                options: TrackFamily.Options(
                    side: Double(5 + random.below(40)), spacing: Double(random.below(8)), arrange: arrange,
                    inset: inset,
                    scrolling: ScrollingBehavior.allCases[random.below(5)]))
        }
        var attachments: [String: AnySectionAttachment] = [:]
        if random.below(2) == 0 {
            attachments["decoration"] = AnySectionAttachment(BackdropAttachment(outset: Double(random.below(30))))
        }
        var section = SectionSpec(
            id: id, layout: layout,
            header: random.below(2) == 0
                ? nil : SupplementarySpec(height: Double(random.below(50)), pinned: random.below(2) == 0),
            footer: random.below(3) == 0 ? SupplementarySpec(height: Double(random.below(30))) : nil,
            placeholder: random.below(2) == 0 ? PlaceholderSpec(height: Double(random.below(80))) : nil,
            items: (0..<count).map { Item(id: "\(id)-\($0)-\(random.below(1_000))") },
            attachments: attachments)
        section.loadState = loadState(&random)
        if random.below(2) == 0 { section.states = stateViews(&random) }
        return section
    }

    /// Every element of the snapshot whose frame intersects `rect`, by
    /// looking at all of them.
    static func bruteForce(_ snapshot: LayoutSnapshot, _ rect: Rect) -> [LayoutElement] {
        var result: [LayoutElement] = []
        if let view = snapshot.stateView, view.frame.intersects(rect) {
            result.append(
                LayoutElement(kind: .pageState, sectionIndex: -1, sectionID: "", frame: view.frame, state: view.state))
        }
        for (index, section) in snapshot.sections.enumerated() {
            func add(
                _ kind: LayoutElement.Kind, _ frame: Rect?, index element: Int? = nil, id: String? = nil,
                position: ItemPosition? = nil, state: SectionState? = nil
            ) {
                if let frame, frame.intersects(rect) {
                    result.append(
                        LayoutElement(
                            kind: kind, sectionIndex: index, sectionID: section.id, index: element, itemID: id,
                            frame: frame,
                            position: position, state: state))
                }
            }
            add(.header, section.header)
            add(.footer, section.footer)
            add(.placeholder, section.placeholder, state: section.state)
            let count = section.items.count
            for (item, frame) in section.items.enumerated() {
                let position: ItemPosition =
                    count == 1 ? .single : item == 0 ? .first : item == count - 1 ? .last : .middle
                add(.item, frame, index: item, id: section.itemIDs[item], position: position)
            }
            for (decoration, element) in section.decorations.enumerated() {
                add(.decoration, element.frame, index: decoration)
            }
        }
        return sorted(result)
    }

    static func sorted(_ elements: [LayoutElement]) -> [LayoutElement] {
        elements.sorted {
            ($0.sectionIndex, $0.kind.rawValue, $0.index ?? -1) < ($1.sectionIndex, $1.kind.rawValue, $1.index ?? -1)
        }
    }

    /// Rectangles of every sort: random, empty, outside the page, and with
    /// edges on element edges (touching).
    static func rects(_ snapshot: LayoutSnapshot, _ random: inout SplitMix64, count: Int) -> [Rect] {
        let frames = snapshot.sections.flatMap { section in
            section.items + [section.header, section.footer, section.placeholder].compactMap { $0 }
                + section.decorations.map(\.frame)
        }
        let height = max(snapshot.contentHeight, 1)
        return (0..<count).map { _ -> Rect in
            switch random.below(6) {
            case 0:
                return Rect(
                    x: Double(random.below(1_500)) - 200, y: Double(random.below(Int(height) + 200)) - 100, width: 0,
                    height: 0)
            case 1: return Rect(x: 0, y: -500, width: 390, height: 400)
            case 2: return Rect(x: 0, y: height + 100, width: 390, height: 300)
            case 3 where !frames.isEmpty:
                // Edge-touching: a rectangle ending exactly where a frame starts, or starting where it ends.
                let frame = frames[random.below(frames.count)]
                return random.below(2) == 0
                    ? Rect(
                        x: frame.minX - 50, y: frame.minY - 40, width: 50 + Double(random.below(2)) * frame.width,
                        height: 40)
                    : Rect(x: frame.maxX, y: frame.maxY, width: 60, height: 60)
            case 4:
                return Rect(
                    x: Double(random.below(400)), y: Double(random.below(Int(height))), width: Double(random.below(40)),
                    height: Double(random.below(40)))
            default:
                return Rect(
                    x: Double(random.below(600)) - 100, y: Double(random.below(Int(height) + 100)) - 50,
                    width: Double(random.below(800)),
                    height: Double(random.below(900)))
            }
        }
    }
}

@Suite("Visible-range queries")
struct ElementQueryTests {
    static let page = PageLayout.layout(
        PageSpec(
            id: "p",
            sections: [
                PinnedHeaderTests.section("a", items: 5, header: 40),
                PinnedHeaderTests.section("b", items: 3, header: 30, footer: 10),
            ]), width: 100)

    @Test func aScreenRectFindsItemsHeadersAndFooters() {
        // a: header 0–40, items at 40, 60, 80, 100, 120; b: header 140–170, items 170, 190, 210, footer 230–240.
        let found = Self.page.elements(in: Rect(x: 0, y: 110, width: 100, height: 70))
        #expect(
            found.map(\.description) == [
                "item a[3] id=a3 middle (0.0, 100.0, 20.0, 20.0)",
                "item a[4] id=a4 last (0.0, 120.0, 20.0, 20.0)",
                "header b (0.0, 140.0, 100.0, 30.0)",
                "item b[0] id=b0 first (0.0, 170.0, 20.0, 20.0)",
            ])
    }

    @Test func touchingEdgesDoNotCount() {
        // Exactly from a's last item's bottom to b's header's top: nothing has interior in it.
        #expect(Self.page.elements(in: Rect(x: 0, y: 140, width: 100, height: 0)).isEmpty)
        #expect(Self.page.elements(in: Rect(x: 20, y: 40, width: 50, height: 100)).isEmpty, "items end at x = 20")
        #expect(Self.page.elements(in: Rect(x: 0, y: 240, width: 100, height: 50)).isEmpty)
        #expect(Self.page.elements(in: Rect(x: 0, y: -50, width: 100, height: 50)).isEmpty)
    }

    @Test func aPointFindsWhatContainsIt() {
        let found = Self.page.elements(in: Rect(x: 10, y: 65, width: 0, height: 0))
        #expect(found.map(\.itemID) == ["a1"])
    }

    @Test func nonNumbersFindNothing() {
        #expect(Self.page.elements(in: Rect(x: .nan, y: .nan, width: 10, height: 10)).isEmpty)
        #expect(Self.page.elements(in: Rect(x: 0, y: -.infinity, width: 100, height: .infinity)).isEmpty)
    }

    @Test func stripItemsAreFoundAtTheirPageFramesPastTheVisibleWidth() {
        let strip = SectionSpec(
            id: "h",
            layout: LayoutSpec(
                family: TrackFamily(), options: TrackFamily.Options(side: 30, spacing: 10, arrange: .horizontal)),
            items: (0..<10).map { Item(id: "\($0)") })
        let snapshot = PageLayout.layout(PageSpec(id: "p", sections: [strip]), width: 100)
        #expect(snapshot.elements(in: Rect(x: 200, y: 0, width: 100, height: 30)).compactMap(\.index) == [5, 6, 7])
    }

    /// Generated pages (scattered, overlapping and stacked frames, strips,
    /// decorations outside their sections) and rectangles of every sort agree
    /// with looking at every element.
    @Test func agreesWithBruteForce() async throws {
        try await withEvery("seed", in: 1...8 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<60 {
                let snapshot = PageLayout.layout(
                    GeneratedPages.page(&random), width: Double([320, 390, 768][Int(random.next() % 3)]))
                for rect in GeneratedPages.rects(snapshot, &random, count: 25) {
                    let found = snapshot.elements(in: rect)
                    #expect(GeneratedPages.sorted(found) == GeneratedPages.bruteForce(snapshot, rect), "\(rect)")
                    #expect(Set(found).count == found.count, "no element twice")
                }
            }
        }
    }

    @Test func hugeSectionsInAnyOrder() {
        var random = SplitMix64(seed: 42)
        let items = (0..<4_000).map { Item(id: "i\($0)") }
        let scattered = SectionSpec(
            id: "x", layout: LayoutSpec(family: ScatterFamily(), options: ScatterFamily.Options(height: 20_000)),
            items: items)
        let column = SectionSpec(
            id: "y", layout: LayoutSpec(family: TrackFamily(), options: TrackFamily.Options(side: 3)), items: items)
        let snapshot = PageLayout.layout(PageSpec(id: "p", sections: [scattered, column]), width: 390)
        for rect in GeneratedPages.rects(snapshot, &random, count: 200) {
            #expect(GeneratedPages.sorted(snapshot.elements(in: rect)) == GeneratedPages.bruteForce(snapshot, rect))
        }
    }

    @Test func settingFramesReindexesThem() {
        var snapshot = Self.page
        snapshot.sections[0].items = [
            Rect(x: 0, y: 500, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10),
        ]
        snapshot.sections[0].itemIDs = ["moved", "top"]
        #expect(snapshot.elements(in: Rect(x: 0, y: 495, width: 10, height: 10)).compactMap(\.itemID) == ["moved"])
        #expect(snapshot.sections[0].itemFrame(at: 0) == Rect(x: 0, y: 500, width: 10, height: 10))
        #expect(snapshot.sections[0].itemFrame(at: 2) == nil)
        #expect(snapshot.sections[0].displayedItemCount == 2)
    }
}
