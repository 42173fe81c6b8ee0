import QuiltCore
import QuiltTestSupport
import Testing

@Suite("Pinned footers")
struct PinnedFooterTests {
    static func section(_ id: String, items: Int, header: Double? = nil, footer: Double?, pinned: Bool = true)
        -> SectionSpec
    {
        SectionSpec(
            id: id, layout: LayoutSpec(family: TrackFamily(), options: TrackFamily.Options(side: 20)),
            header: header.map { SupplementarySpec(height: $0) },
            footer: footer.map { SupplementarySpec(height: $0, pinned: pinned) },
            items: (0..<items).map { Item(id: "\(id)\($0)") })
    }

    /// a: 0–140 (five 20-point items 0–100, footer 100–140); b: 140–240
    /// (header 140–170, items 170–230, footer 230–240); c: 240–330 with an
    /// unpinned footer.
    static let snapshot = PageLayout.layout(
        PageSpec(
            id: "p",
            sections: [
                section("a", items: 5, footer: 40),
                section("b", items: 3, header: 30, footer: 10),
                section("c", items: 2, footer: 50, pinned: false),
            ]), width: 100)

    func footers(at offset: Double, viewport: Double = 100) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: Self.snapshot.pinnedFooters(atOffset: offset, viewportHeight: viewport).map {
                ($0.sectionID, $0.frame.y)
            })
    }

    @Test func onlyPinnedFootersAreReported() {
        let pinned = Self.snapshot.pinnedFooters(atOffset: 0, viewportHeight: 100)
        #expect(pinned.map(\.sectionID) == ["a", "b"])
        #expect(pinned.map(\.sectionIndex) == [0, 1])
        #expect(pinned.allSatisfy { $0.kind == .footer && $0.frame.width == 100 })
        #expect(pinned[1].frame.height == 10)
        #expect(Self.snapshot.sections.map(\.footerPinned) == [true, true, false])
    }

    @Test func aboveItsPlaceAFooterSticksToTheBottom() {
        // Viewport 0–100: a's footer (natural 100) rises to 60; b (natural 230) to its section's top, 140.
        #expect(footers(at: 0) == ["a": 60, "b": 140])
        // Viewport 90–190: b's 10-point footer sticks at 180.
        #expect(footers(at: 90) == ["a": 100, "b": 180])
    }

    @Test func theSectionsTopPushesItsFooterDown() {
        // a's footer cannot rise above a's top (0) however high the viewport ends.
        #expect(footers(at: -80) == ["a": 0, "b": 140])
        #expect(footers(at: -1_000) == ["a": 0, "b": 140])
        #expect(footers(at: 0, viewport: 30) == ["a": 0, "b": 140])
    }

    @Test func belowItsPlaceAFooterStaysThere() {
        #expect(footers(at: 200) == ["a": 100, "b": 230])
        #expect(footers(at: 1_000) == ["a": 100, "b": 230])
    }

    @Test func nonNumbersLeaveFootersInPlace() {
        #expect(footers(at: .nan) == ["a": 100, "b": 230])
        #expect(footers(at: 0, viewport: .nan) == ["a": 100, "b": 230])
        #expect(footers(at: -.infinity, viewport: .infinity) == ["a": 100, "b": 230])
    }

    @Test func aGeneratedToggleFooterIsNotPinned() {
        var spec = Self.section("t", items: 6, footer: nil)
        spec.collapsible = Collapsible(show: .count(2))
        let snapshot = PageLayout.layout(PageSpec(id: "p", sections: [spec]), width: 100)
        #expect(snapshot.sections[0].footer != nil)
        #expect(snapshot.pinnedFooters(atOffset: 0, viewportHeight: 10).isEmpty)
    }

    /// Generated pages, offsets and viewports against a brute-force search:
    /// from its natural place, the footer moves up a point at a time while
    /// its bottom is below the viewport's and its top below its section's.
    @Test func matchesABruteForceSearch() async throws {
        try await withEvery("seed", in: 1...4 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<100 {
                let specs = (0..<(1 + random.below(6))).map { index in
                    Self.section(
                        "s\(index)", items: random.below(5),
                        header: random.below(2) == 0 ? nil : Double(10 + random.below(40)),
                        footer: random.below(4) == 0 ? nil : Double(random.below(30)), pinned: random.below(3) != 0)
                }
                var snapshot = PageLayout.layout(PageSpec(id: "p", sections: specs), width: 320)
                // Incremental updates keep the flag as a full layout sets it.
                PageLayout.update(&snapshot, to: PageSpec(id: "p", sections: specs), changes: PageChangeSet())
                for _ in 0..<20 {
                    let offset = Double(random.below(Int(snapshot.contentHeight) + 200)) - 100
                    let viewport = Double(1 + random.below(300))
                    let pinned = snapshot.pinnedFooters(atOffset: offset, viewportHeight: viewport)
                    let expected = snapshot.sections.enumerated().compactMap { index, section -> (Int, Double)? in
                        guard section.footerPinned, let footer = section.footer else { return nil }
                        var y = footer.minY
                        while y + footer.height > offset + viewport, y - 1 >= section.frame.minY { y -= 1 }
                        return (index, y)
                    }
                    #expect(pinned.map(\.sectionIndex) == expected.map(\.0), "offset \(offset)")
                    #expect(pinned.map(\.frame.y) == expected.map(\.1), "offset \(offset), viewport \(viewport)")
                    for element in pinned {
                        let section = snapshot.sections[element.sectionIndex]
                        #expect(element.frame.isContained(in: section.frame))
                        #expect(element.frame.size == section.footer?.size)
                        // On screen and not yet pushed: exactly at the bottom of the viewport.
                        let bottom = offset + viewport
                        if bottom <= section.footer?.maxY ?? -.infinity,
                            bottom - element.frame.height >= section.frame.minY
                        {
                            #expect(element.frame.maxY == bottom)
                        }
                    }
                }
            }
        }
    }
}
