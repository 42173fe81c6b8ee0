import Quilt
import QuiltTestSupport
import Testing

/// Right to left with every built-in family: generated pages (list, flex,
/// waterfall and grid sections, vertical and horizontal, with headers,
/// footers, placeholders and decorations inset unevenly) laid out both
/// ways; every right-to-left frame must be the mirrored left-to-right one,
/// every strip's snap and target offsets the negated ones, visible-range
/// queries the mirrored answers, and incremental updates equal to a full
/// right-to-left layout.
@Suite("Right to left: mirrored frames")
struct RightToLeftMirrorTests {
    static let seeds: ClosedRange<UInt64> = 1...400

    /// A generated page: sections from the incremental-layout generator,
    /// some decorated with an uneven inset.
    static func page(_ random: inout SplitMix64, round: Int) -> PageSpec {
        var sections: [SectionSpec] = []
        for index in 0..<(1 + random.below(4)) {
            var section = IncrementalLayoutFamilyTests.section("s\(round)-\(index)", &random)
            if random.below(2) == 0 {
                let decoration = Decoration(
                    region: [.all, .onlyItem, .containHeader, .containFooter][random.below(4)],
                    inset: EdgeInsets(
                        top: Double(random.below(9)), left: Double(random.below(30)) - 10,
                        bottom: Double(random.below(9)),
                        right: Double(random.below(7))),
                    contents: DecorationContents(kind: "color", attributes: [:]))
                section.attachments["decoration"] = AnySectionAttachment(SectionDecorations([decoration]))
            }
            sections.append(section)
        }
        return PageSpec(id: "p", sections: sections)
    }

    static func rightToLeft(_ page: PageSpec) -> PageSpec {
        var page = page
        page.direction = .rtl
        return page
    }

    @Test func everyFrameIsTheMirroredLeftToRightFrame() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            var random = SplitMix64(seed: seed)
            let page = Self.page(&random, round: Int(seed))
            let width = [320.0, 390, 768, 100.5][Int(seed % 4)]
            let ltr = PageLayout.layout(page, width: width)
            let rtl = PageLayout.layout(Self.rightToLeft(page), width: width)
            #expect(ltr.direction == .ltr)
            #expect(rtl.direction == .rtl)
            #expect(rtl.contentHeight == ltr.contentHeight)
            try #require(rtl.sections.count == ltr.sections.count)
            for (left, right) in zip(ltr.sections, rtl.sections) {
                let id = left.id
                func mirrored(_ rect: Rect?) -> Rect? { rect?.mirrored(within: width) }
                #expect(right.frame == mirrored(left.frame), "section \(id)")
                #expect(right.itemsArea == mirrored(left.itemsArea), "section \(id)")
                #expect(right.header == mirrored(left.header), "section \(id) header")
                #expect(right.footer == mirrored(left.footer), "section \(id) footer")
                #expect(right.placeholder == mirrored(left.placeholder), "section \(id) placeholder")
                #expect(
                    right.items == left.items.map { $0.mirrored(within: width) },
                    "section \(id) items (\(left.arrange))")
                #expect(
                    right.decorations.map(\.frame) == left.decorations.map { $0.frame.mirrored(within: width) },
                    "section \(id) decorations")
                #expect(right.contentWidth == left.contentWidth)
                for index in 0..<left.items.count {
                    #expect(right.itemFrame(at: index) == left.itemFrame(at: index).map { $0.mirrored(within: width) })
                }
                #expect(right.bounds == left.bounds.mirrored(within: width), "section \(id) bounds")
            }
        }
    }

    @Test func stripsStartAtTheRightWithNegatedOffsets() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            var random = SplitMix64(seed: seed)
            let page = Self.page(&random, round: Int(seed))
            let width = [320.0, 390, 768][Int(seed % 3)]
            let ltr = PageLayout.layout(page, width: width)
            let rtl = PageLayout.layout(Self.rightToLeft(page), width: width)
            for (left, right) in zip(ltr.sections, rtl.sections) {
                guard let leftStrip = left.strip else {
                    #expect(right.strip == nil)
                    continue
                }
                let strip = try #require(right.strip)
                #expect(strip.direction == .rtl)
                #expect(
                    strip.snapOffsets == leftStrip.snapOffsets.reversed().map { 0 - $0 },
                    "section \(left.id) \(left.scrolling)")
                #expect(strip.offsetRange == -leftStrip.maxOffset...0)
                #expect(strip.mirrored() == leftStrip)
                // The first item touches the right edge less the start inset,
                // as the left-to-right one touches the left edge.
                if let first = left.itemFrame(at: 0), let mirroredFirst = right.itemFrame(at: 0) {
                    let startGap = right.itemsArea.maxX - mirroredFirst.maxX
                    #expect(abs(startGap - (first.minX - left.itemsArea.minX)) < 1e-9, "section \(left.id)")
                }
                for _ in 0..<20 {
                    let proposed = (Double(random.next() % 20_001) / 10 - 1000)
                    let velocity = Double(Int(random.next() % 41) - 20) / 10
                    let expected = 0 - leftStrip.targetOffset(forProposed: 0 - proposed, velocity: 0 - velocity)
                    #expect(
                        strip.targetOffset(forProposed: proposed, velocity: velocity) == expected,
                        "section \(left.id) \(left.scrolling): proposed \(proposed), velocity \(velocity)")
                }
            }
        }
    }

    @Test func visibleRangeQueriesAnswerTheMirroredRectangle() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            var random = SplitMix64(seed: seed)
            let page = Self.page(&random, round: Int(seed))
            let width = 390.0
            let ltr = PageLayout.layout(page, width: width)
            let rtl = PageLayout.layout(Self.rightToLeft(page), width: width)
            for _ in 0..<8 {
                let x = Double(random.next() % 1200) - 600
                let y = Double(random.next() % UInt64(max(1, Int(ltr.contentHeight) + 1)))
                let rect = Rect(x: x, y: y, width: Double(1 + random.next() % 500), height: Double(random.next() % 400))
                let expected = ltr.elements(in: rect.mirrored(within: width)).map { element in
                    var element = element
                    element.frame = element.frame.mirrored(within: width)
                    return element
                }
                #expect(rtl.elements(in: rect) == expected, "rect \(rect)")
            }
        }
    }

    @Test func updatesEqualAFullRightToLeftLayout() async throws {
        try await withEvery("seed", in: 1...60 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            var page = Self.rightToLeft(Self.page(&random, round: Int(seed)))
            let width = 390.0
            var snapshot = PageLayout.layout(page, width: width)
            for step in 0..<4 {
                let next = IncrementalLayoutFamilyTests.edit(page, &random, round: Int(seed) * 10 + step)
                PageLayout.update(&snapshot, to: next, changes: Diff.changes(from: page, to: next))
                page = next
                #expect(snapshot == PageLayout.layout(page, width: width), "step \(step)")
            }
            // Turning the page around lays it out afresh.
            var turned = page
            turned.direction = .ltr
            PageLayout.update(&snapshot, to: turned, changes: Diff.changes(from: page, to: turned))
            #expect(snapshot == PageLayout.layout(turned, width: width))
        }
    }
}
