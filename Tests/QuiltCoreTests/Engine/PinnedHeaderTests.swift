import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Pinned headers")
struct PinnedHeaderTests {
    static func section(_ id: String, items: Int, header: Double?, pinned: Bool = true, footer: Double? = nil)
        -> SectionSpec
    {
        SectionSpec(
            id: id, layout: LayoutSpec(family: TrackFamily(), options: TrackFamily.Options(side: 20)),
            header: header.map { SupplementarySpec(height: $0, pinned: pinned) },
            footer: footer.map { SupplementarySpec(height: $0) },
            items: (0..<items).map { Item(id: "\(id)\($0)") })
    }

    /// a: 0–140 (header 0–40, five 20-point items); b: 140–240 (header 140–170,
    /// items 170–230, footer 230–240); c: 240–330 with an unpinned header.
    static let snapshot = PageLayout.layout(
        PageSpec(
            id: "p",
            sections: [
                section("a", items: 5, header: 40),
                section("b", items: 3, header: 30, footer: 10),
                section("c", items: 2, header: 50, pinned: false),
            ]), width: 100)

    func headers(at offset: Double) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: Self.snapshot.pinnedHeaders(atOffset: offset).map { ($0.sectionID, $0.frame.y) })
    }

    @Test func onlyPinnedHeadersAreReported() {
        let pinned = Self.snapshot.pinnedHeaders(atOffset: 0)
        #expect(pinned.map(\.sectionID) == ["a", "b"])
        #expect(pinned.map(\.sectionIndex) == [0, 1])
        #expect(pinned.allSatisfy { $0.kind == .header && $0.frame.width == 100 })
        #expect(pinned[1].frame.height == 30)
    }

    @Test func beforeTheSectionsHeadersStayInPlace() {
        #expect(headers(at: -25) == ["a": 0, "b": 140])
        #expect(headers(at: 0) == ["a": 0, "b": 140])
    }

    @Test func insideItsSectionAHeaderSticksToTheTop() {
        #expect(headers(at: 50) == ["a": 50, "b": 140])
        #expect(headers(at: 180) == ["a": 100, "b": 180])
    }

    @Test func theSectionsEndPushesItsHeaderUp() {
        // a ends at 140 and its header is 40 high: it sticks until 100, then leaves with the section.
        #expect(headers(at: 100) == ["a": 100, "b": 140])
        #expect(headers(at: 120) == ["a": 100, "b": 140])
        // b's end (footer included) is 240: its 30-point header stops at 210.
        #expect(headers(at: 210) == ["a": 100, "b": 210])
        #expect(headers(at: 225) == ["a": 100, "b": 210])
    }

    @Test func afterTheSectionHeadersStayAtItsBottom() {
        #expect(headers(at: 1_000) == ["a": 100, "b": 210])
    }

    @Test func aNonNumberOffsetLeavesHeadersInPlace() {
        #expect(headers(at: .nan) == ["a": 0, "b": 140])
    }

    /// Generated pages and offsets against the sticky formula written out:
    /// y = clamp(offset, natural y, section bottom − height).
    @Test func matchesTheStickyFormula() async throws {
        try await withEvery("seed", in: 1...4 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<100 {
                let specs = (0..<(1 + random.below(6))).map { index in
                    Self.section(
                        "s\(index)", items: random.below(5),
                        header: random.below(4) == 0 ? nil : Double(10 + random.below(40)),
                        pinned: random.below(3) != 0, footer: random.below(2) == 0 ? nil : Double(random.below(30)))
                }
                let snapshot = PageLayout.layout(PageSpec(id: "p", sections: specs), width: 320)
                for _ in 0..<20 {
                    let offset = Double(random.below(Int(snapshot.contentHeight) + 100)) - 50
                    let pinned = snapshot.pinnedHeaders(atOffset: offset)
                    let expected = snapshot.sections.enumerated().compactMap { index, section -> (Int, Double)? in
                        guard section.headerPinned, let header = section.header else { return nil }
                        var y = offset
                        if y < header.minY { y = header.minY }
                        if y > section.frame.maxY - header.height { y = section.frame.maxY - header.height }
                        return (index, y)
                    }
                    #expect(pinned.map(\.sectionIndex) == expected.map(\.0))
                    #expect(pinned.map(\.frame.y) == expected.map(\.1), "offset \(offset)")
                    for element in pinned {
                        let section = snapshot.sections[element.sectionIndex]
                        #expect(element.frame.isContained(in: section.frame))
                        #expect(element.frame.size == section.header?.size)
                        // On screen and not yet pushed: exactly at the top of the viewport.
                        if offset >= section.frame.minY, offset <= section.frame.maxY - element.frame.height {
                            #expect(element.frame.y == offset)
                        }
                    }
                }
            }
        }
    }
}
