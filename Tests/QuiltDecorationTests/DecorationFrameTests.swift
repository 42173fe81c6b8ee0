import QuiltCore
import QuiltDecoration
import Testing
import QuiltTestSupport

/// Hand-worked decoration frames for every region and inset, on sections with
/// and without header and footer, empty ones, and a horizontal strip.
@Suite("Decoration frames")
struct DecorationFrameTests {
    /// The decoration insets every region is tried with.
    enum Inset: String, CaseIterable {
        case zero = "0"
        case even = "5"
        case wider = "{left: -10, right: -10}"
        case mixed = "{top: -8, left: 0, bottom: 4, right: 30}"
    }

    /// A section of width 390: header 40, items area 120 (layout inset
    /// top/bottom 10 around two 50-point rows, left/right 20), footer 30.
    /// Header 0…40, items 40…160, footer 160…190; the band's x is 20…370.
    static func fullSection(region: DecorationRegion, inset: Inset) -> String {
        """
        page: p
        sections:
          - id: s
            header: 40
            footer: 30
            layout: {kind: list, itemRatio: {absolute: 50}, inset: {top: 10, left: 20, bottom: 10, right: 20}}
            decoration: {region: \(region.rawValue), inset: \(inset.rawValue), contents: {color: red}}
            items: [{id: a}, {id: b}]
        """
    }

    static let fullExpected: [DecorationRegion: [Inset: Rect?]] = [
        .none: [.zero: nil, .even: nil, .wider: nil, .mixed: nil],
        .onlyItem: [
            .zero: Rect(x: 20, y: 40, width: 350, height: 120),
            .even: Rect(x: 25, y: 45, width: 340, height: 110),
            .wider: Rect(x: 10, y: 40, width: 370, height: 120),
            .mixed: Rect(x: 20, y: 32, width: 320, height: 124),
        ],
        .containHeader: [
            .zero: Rect(x: 20, y: 0, width: 350, height: 160),
            .even: Rect(x: 25, y: 5, width: 340, height: 150),
            .wider: Rect(x: 10, y: 0, width: 370, height: 160),
            .mixed: Rect(x: 20, y: -8, width: 320, height: 164),
        ],
        .containFooter: [
            .zero: Rect(x: 20, y: 40, width: 350, height: 150),
            .even: Rect(x: 25, y: 45, width: 340, height: 140),
            .wider: Rect(x: 10, y: 40, width: 370, height: 150),
            .mixed: Rect(x: 20, y: 32, width: 320, height: 154),
        ],
        .all: [
            .zero: Rect(x: 20, y: 0, width: 350, height: 190),
            .even: Rect(x: 25, y: 5, width: 340, height: 180),
            .wider: Rect(x: 10, y: 0, width: 370, height: 190),
            .mixed: Rect(x: 20, y: -8, width: 320, height: 194),
        ],
    ]

    static let regionInsetPairs = DecorationRegion.allCases.flatMap { region in Inset.allCases.map { (region, $0) } }

    @Test func sectionWithHeaderAndFooter() async throws {
        try await withEvery("case", in: Self.regionInsetPairs) { region, inset in
            let (diagnostics, snapshot) = layoutPage(Self.fullSection(region: region, inset: inset))
            #expect(diagnostics.isEmpty)
            let section = try #require(snapshot?.sections.first)
            let expected = Self.fullExpected[region]?[inset] ?? nil
            #expect(section.decorations.map(\.frame) == [expected].compactMap { $0 })
            #expect(section.decorations.allSatisfy { $0.kind == "decoration" && $0.zIndex == -1 })
        }
    }

    /// No header, no footer: every region covers the items area (20, 0, 350, 120);
    /// a written region asking for a missing part is a warning.
    @Test func sectionWithoutHeaderOrFooter() async throws {
        try await withEvery("case", in: Self.regionInsetPairs) { region, inset in
            let text = Self.fullSection(region: region, inset: inset)
                .replacingOccurrences(of: "    header: 40\n", with: "")
                .replacingOccurrences(of: "    footer: 30\n", with: "")
            let (diagnostics, snapshot) = layoutPage(text)
            let section = try #require(snapshot?.sections.first)
            let items: [Inset: Rect] = [
                .zero: Rect(x: 20, y: 0, width: 350, height: 120),
                .even: Rect(x: 25, y: 5, width: 340, height: 110),
                .wider: Rect(x: 10, y: 0, width: 370, height: 120),
                .mixed: Rect(x: 20, y: -8, width: 320, height: 124),
            ]
            #expect(section.decorations.map(\.frame) == (region == .none ? [] : [items[inset]].compactMap { $0 }))
            let warns = region == .containHeader || region == .containFooter || region == .all
            #expect(diagnostics.map(\.code) == (warns ? [.ineffectiveOption] : []))
            if warns {
                #expect(diagnostics.first?.severity == .warning)
                #expect(diagnostics.first?.location == at(5, 26))
                #expect(diagnostics.first?.suggestion == "onlyItem")
            }
        }
    }

    /// Header only (0…40), items 40…160: containFooter covers the items and warns;
    /// all covers header and items without a warning (it covers more than the items).
    @Test(arguments: DecorationRegion.allCases)
    func sectionWithHeaderOnly(region: DecorationRegion) throws {
        let text = Self.fullSection(region: region, inset: .zero).replacingOccurrences(of: "    footer: 30\n", with: "")
        let (diagnostics, snapshot) = layoutPage(text)
        let expected: [DecorationRegion: Rect] = [
            .onlyItem: Rect(x: 20, y: 40, width: 350, height: 120),
            .containHeader: Rect(x: 20, y: 0, width: 350, height: 160),
            .containFooter: Rect(x: 20, y: 40, width: 350, height: 120),
            .all: Rect(x: 20, y: 0, width: 350, height: 160),
        ]
        #expect(snapshot?.sections.first?.decorations.map(\.frame) == [expected[region]].compactMap { $0 })
        #expect(diagnostics.map(\.code) == (region == .containFooter ? [.ineffectiveOption] : []))
        #expect(diagnostics.first?.message.contains("has no footer") ?? true)
    }

    /// Footer only: items 0…120, footer 120…150.
    @Test(arguments: DecorationRegion.allCases)
    func sectionWithFooterOnly(region: DecorationRegion) throws {
        let text = Self.fullSection(region: region, inset: .zero).replacingOccurrences(of: "    header: 40\n", with: "")
        let (diagnostics, snapshot) = layoutPage(text)
        let expected: [DecorationRegion: Rect] = [
            .onlyItem: Rect(x: 20, y: 0, width: 350, height: 120),
            .containHeader: Rect(x: 20, y: 0, width: 350, height: 120),
            .containFooter: Rect(x: 20, y: 0, width: 350, height: 150),
            .all: Rect(x: 20, y: 0, width: 350, height: 150),
        ]
        #expect(snapshot?.sections.first?.decorations.map(\.frame) == [expected[region]].compactMap { $0 })
        #expect(diagnostics.map(\.code) == (region == .containHeader ? [.ineffectiveOption] : []))
    }

    /// An empty section with a 60-point placeholder after a 100-point section:
    /// header 100…140, items area 140…220 (placeholder inside the 10-point
    /// insets), footer 220…250 — page coordinates throughout.
    @Test func emptySectionWithPlaceholder() async throws {
        try await withEvery("case", in: Self.regionInsetPairs) { region, inset in
            let text = """
                page: p
                sections:
                  - {id: above, header: 100}
                  - id: s
                    header: 40
                    footer: 30
                    placeholder: 60
                    layout: {kind: list, inset: {top: 10, left: 20, bottom: 10, right: 20}}
                    decoration: {region: \(region.rawValue), inset: \(inset.rawValue), contents: {color: red}}
                """
            let (diagnostics, snapshot) = layoutPage(text)
            #expect(diagnostics.isEmpty)
            let section = try #require(snapshot?.sections.last)
            #expect(section.placeholder == Rect(x: 20, y: 150, width: 350, height: 60))
            let bands: [DecorationRegion: Rect] = [
                .onlyItem: Rect(x: 20, y: 140, width: 350, height: 80),
                .containHeader: Rect(x: 20, y: 100, width: 350, height: 120),
                .containFooter: Rect(x: 20, y: 140, width: 350, height: 110),
                .all: Rect(x: 20, y: 100, width: 350, height: 150),
            ]
            let insets: [Inset: EdgeInsets] = [
                .zero: .zero, .even: EdgeInsets(all: 5), .wider: EdgeInsets(left: -10, right: -10),
                .mixed: EdgeInsets(top: -8, left: 0, bottom: 4, right: 30),
            ]
            let expected = bands[region].map { band in
                let edges = insets[inset] ?? .zero
                return Rect(
                    x: band.x + edges.left, y: band.y + edges.top, width: band.width - edges.horizontal,
                    height: band.height - edges.vertical)
            }
            #expect(section.decorations.map(\.frame) == [expected].compactMap { $0 })
        }
    }

    /// No items and no placeholder: the items area has no height, so onlyItem
    /// draws nothing and the other regions cover what exists.
    @Test func emptySectionWithoutPlaceholder() throws {
        let text = """
            page: p
            sections:
              - id: s
                header: 40
                layout: {kind: list, inset: {left: 20, right: 20}}
                decoration:
                  - {region: onlyItem, contents: {color: red}}
                  - {region: containHeader, contents: {color: red}}
                  - {region: all, inset: -5, contents: {color: red}}
                  - {region: containFooter, inset: -5, contents: {color: red}}
              - id: bare
                layout: {kind: list}
                decoration: {contents: {color: red}}
            """
        let (diagnostics, snapshot) = layoutPage(text)
        // containFooter on a section without a footer covers only the (empty) items.
        #expect(diagnostics.map(\.code) == [.ineffectiveOption])
        #expect(diagnostics.first?.location == at(10, 18))
        let sections = try #require(snapshot?.sections)
        #expect(sections[0].itemsArea == Rect(x: 0, y: 40, width: 390, height: 0))
        #expect(
            sections[0].decorations.map(\.frame) == [
                Rect(x: 20, y: 0, width: 350, height: 40),
                Rect(x: 15, y: -5, width: 360, height: 50),
            ])
        #expect(sections[0].decorations.map(\.zIndex) == [-3, -2])
        #expect(sections[1].decorations.isEmpty)
    }

    /// A horizontal strip: the decoration covers the strip's visible box (the
    /// items area), not the scrolling content. Header 0…40; strip 40…110
    /// (inset 10 around one 50-point row); the items scroll 670 points wide.
    @Test(arguments: DecorationRegion.allCases)
    func horizontalStrip(region: DecorationRegion) throws {
        let text = """
            page: p
            sections:
              - id: strip
                header: 40
                layout: {kind: list, arrange: horizontal, inset: 10, distribution: {absolute: 100}, itemRatio: {absolute: 50}, interitemSpacing: 10, scrolling: paging}
                decoration: {region: \(region.rawValue), inset: {left: -10, right: -10}, contents: {color: red}}
                items: [{id: a}, {id: b}, {id: c}, {id: d}, {id: e}, {id: f}]
            """
        let (_, snapshot) = layoutPage(text)
        let section = try #require(snapshot?.sections.first)
        #expect(section.contentWidth == 670)
        let expected: [DecorationRegion: Rect] = [
            .onlyItem: Rect(x: 0, y: 40, width: 390, height: 70),
            .containHeader: Rect(x: 0, y: 0, width: 390, height: 110),
            .containFooter: Rect(x: 0, y: 40, width: 390, height: 70),
            .all: Rect(x: 0, y: 0, width: 390, height: 110),
        ]
        #expect(section.decorations.map(\.frame) == [expected[region]].compactMap { $0 })
    }

    /// An inset that eats the whole band leaves nothing to draw.
    @Test func insetLeavingNoAreaDrawsNothing() throws {
        let text = """
            page: p
            sections:
              - id: s
                layout: {kind: list, itemRatio: {absolute: 50}, inset: {left: 200, right: 200}}
                decoration:
                  - {inset: {top: 25, bottom: 25}, contents: {color: red}}
                  - {inset: {left: -20}, contents: {color: red}}
                items: [{id: a}]
            """
        let (_, snapshot) = layoutPage(text)
        // The band is 200…190, −10 wide; a −20 left inset makes it 10 wide.
        #expect(snapshot?.sections.first?.decorations.map(\.frame) == [Rect(x: 180, y: 0, width: 10, height: 50)])
    }

    /// Decorations are drawn in list order behind the items: the first at the
    /// back (−n), the last right behind the items (−1); `none` keeps its slot.
    @Test func zIndicesFollowListOrder() throws {
        let text = """
            page: p
            sections:
              - id: s
                layout: {kind: list, itemRatio: {absolute: 50}}
                decoration:
                  - {contents: {color: red}}
                  - {region: none}
                  - {contents: {color: blue}}
                  - {contents: {gradient: {colors: [red, blue]}}}
                items: [{id: a}]
            """
        let (diagnostics, snapshot) = layoutPage(text)
        #expect(diagnostics.isEmpty)
        let decorations = try #require(snapshot?.sections.first?.decorations)
        #expect(decorations.map(\.zIndex) == [-4, -2, -1])
        #expect(
            decorations.map { $0.attributes["contents"] } == [.string("color"), .string("color"), .string("gradient")])
    }
}
