import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Scrolling strips")
struct StripTests {
    /// Six 30-point items, 10 apart, inset 10 on both sides, in a 100-point
    /// visible width: leading edges 10, 50, 90, 130, 170, 210; content 250;
    /// offsets run 0 … 150.
    static func strip(_ scrolling: ScrollingBehavior, items: Int = 6) -> Strip? {
        let options = TrackFamily.Options(
            side: 30, spacing: 10, arrange: .horizontal, inset: EdgeInsets(left: 10, right: 10), scrolling: scrolling)
        let section = SectionSpec(
            id: "s", layout: LayoutSpec(family: TrackFamily(), options: options),
            items: (0..<items).map { Item(id: "\($0)") })
        return PageLayout.layout(section, width: 100, top: 0).strip
    }

    @Test func verticalSectionsAreNoStrips() {
        let section = SectionSpec(
            id: "v", layout: LayoutSpec(family: TrackFamily(), options: TrackFamily.Options()), items: [Item(id: "a")])
        #expect(PageLayout.layout(section, width: 100, top: 0).strip == nil)
    }

    @Test func stripGeometry() throws {
        let strip = try #require(Self.strip(.continuous))
        #expect(strip.visibleWidth == 100)
        #expect(strip.contentWidth == 250)
        #expect(strip.maxOffset == 150)
    }

    @Test func noneNeverScrolls() throws {
        let strip = try #require(Self.strip(.none))
        #expect(strip.snapOffsets == [0])
        #expect(strip.targetOffset(forProposed: 120, velocity: 2) == 0)
        #expect(strip.targetOffset(forProposed: 60, velocity: 0) == 0)
    }

    @Test func continuousSettlesAnywhereInRange() throws {
        let strip = try #require(Self.strip(.continuous))
        #expect(strip.snapOffsets.isEmpty)
        #expect(strip.targetOffset(forProposed: 70, velocity: 0) == 70)
        #expect(strip.targetOffset(forProposed: 70, velocity: 5) == 70)
        #expect(strip.targetOffset(forProposed: -5, velocity: 0) == 0)
        #expect(strip.targetOffset(forProposed: 400, velocity: 0) == 150)
    }

    @Test func pagingStopsAtEachVisibleWidthAndTheEnd() throws {
        let strip = try #require(Self.strip(.paging))
        #expect(strip.snapOffsets == [0, 100, 150])
        #expect(strip.targetOffset(forProposed: 40, velocity: 0) == 0)
        #expect(strip.targetOffset(forProposed: 60, velocity: 0) == 100)
        #expect(strip.targetOffset(forProposed: 50, velocity: 0) == 0, "a tie goes to the lower offset")
        #expect(strip.targetOffset(forProposed: 40, velocity: 1) == 100, "a flick goes on to the next page")
        #expect(strip.targetOffset(forProposed: 60, velocity: -1) == 0, "a flick back goes to the previous page")
        #expect(strip.targetOffset(forProposed: 60, velocity: 0.3) == 100, "at the threshold it is no flick")
        #expect(strip.targetOffset(forProposed: 10, velocity: 0.3) == 0)
        #expect(strip.targetOffset(forProposed: 130, velocity: 0) == 150)
        #expect(strip.targetOffset(forProposed: 100, velocity: 3) == 100, "already on a page")
        #expect(strip.targetOffset(forProposed: 900, velocity: 3) == 150)
    }

    @Test func itemPagingStopsAtLeadingEdgesLessTheInset() throws {
        let strip = try #require(Self.strip(.itemPaging))
        // 10−10, 50−10, 90−10, 130−10; 170−10 and 210−10 are past the end.
        #expect(strip.snapOffsets == [0, 40, 80, 120, 150])
        #expect(strip.targetOffset(forProposed: 55, velocity: 0) == 40)
        #expect(strip.targetOffset(forProposed: 55, velocity: 1) == 80)
        #expect(strip.targetOffset(forProposed: 75, velocity: -1) == 40)
        #expect(strip.targetOffset(forProposed: 140, velocity: 0) == 150)
    }

    @Test func centeredPutsAnItemInTheMiddle() throws {
        let strip = try #require(Self.strip(.centered))
        // Centres 25, 65, 105, 145, 185, 225 less half the visible width (50), clamped.
        #expect(strip.snapOffsets == [0, 15, 55, 95, 135, 150])
        #expect(strip.targetOffset(forProposed: 60, velocity: 0) == 55)
        #expect(strip.targetOffset(forProposed: 60, velocity: 1) == 95)
        #expect(strip.targetOffset(forProposed: 60, velocity: -1) == 55)
    }

    @Test func aStripThatFitsHasOneOffset() throws {
        for scrolling in [ScrollingBehavior.paging, .itemPaging, .centered] {
            let strip = try #require(Self.strip(scrolling, items: 2))
            #expect(strip.maxOffset == 0)
            #expect(strip.snapOffsets == [0])
            #expect(strip.targetOffset(forProposed: 30, velocity: 2) == 0)
        }
    }

    @Test func columnsOfSeveralRowsGiveOneOffsetEach() {
        // Two rows: items 0/1 share a column, as do 2/3.
        let frames = [
            Rect(x: 0, y: 0, width: 80, height: 10), Rect(x: 0, y: 10, width: 80, height: 10),
            Rect(x: 90, y: 0, width: 80, height: 10), Rect(x: 90, y: 10, width: 80, height: 10),
        ]
        let strip = Strip(
            scrolling: .itemPaging, visibleWidth: 100, contentWidth: 170, itemFrames: frames, leadingInset: 0)
        #expect(strip.snapOffsets == [0, 70])
    }

    /// A paging strip lists at most `maxPages` snap offsets, both ends
    /// included: docs/limits.md says 4,194,304, and 4,194,305 were listed.
    static let crowdedStrips: [(visibleWidth: Double, contentWidth: Double)] = [
        (1e-9, 1e9), (1, Double(Strip.maxPages) + 1), (1, Double(Strip.maxPages) + 2),
        (1, Double(Strip.maxPages) * 3.5), (390, 390 * Double(Strip.maxPages + 1)),
    ]

    @Test(arguments: crowdedStrips)
    func tinyVisibleWidthsKeepThePageListBounded(visibleWidth: Double, contentWidth: Double) {
        let strip = Strip(
            scrolling: .paging, visibleWidth: visibleWidth, contentWidth: contentWidth, itemFrames: [], leadingInset: 0)
        #expect(strip.snapOffsets.count <= Strip.maxPages)
        #expect(strip.snapOffsets.count >= Strip.maxPages - 1)
        #expect(strip.snapOffsets.first == 0)
        #expect(strip.snapOffsets.last == strip.maxOffset)
    }

    /// Below the limit every page of the visible width is listed.
    @Test func pagesBelowTheLimitAreTheVisibleWidth() {
        let strip = Strip(scrolling: .paging, visibleWidth: 100, contentWidth: 1_000, itemFrames: [], leadingInset: 0)
        #expect(strip.snapOffsets == [0, 100, 200, 300, 400, 500, 600, 700, 800, 900])
        let exact = Strip(
            scrolling: .paging, visibleWidth: 1, contentWidth: Double(Strip.maxPages), itemFrames: [], leadingInset: 0)
        #expect(exact.snapOffsets.count == Strip.maxPages)
        #expect(exact.snapOffsets.last == Double(Strip.maxPages - 1))
    }

    /// Snap offsets are sorted, distinct, within range and hold both ends; the
    /// target is always one of them (or the clamped proposal when continuous).
    @Test func generatedStripsKeepTheirPromises() async throws {
        try await withEvery("seed", in: 1...3 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<150 {
                let scrolling = ScrollingBehavior.allCases[random.below(5)]
                let frames = (0..<random.below(12)).map { _ in
                    Rect(x: Double(random.below(900)), y: 0, width: Double(random.below(200)), height: 10)
                }
                let visible = Double(50 + random.below(400))
                let content = Double(random.below(1_200))
                let strip = Strip(
                    scrolling: scrolling, visibleWidth: visible, contentWidth: content, itemFrames: frames,
                    leadingInset: Double(random.below(20)))
                let offsets = strip.snapOffsets
                #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
                #expect(offsets.allSatisfy { $0 >= 0 && $0 <= strip.maxOffset })
                if scrolling != .continuous { #expect(offsets.first == 0) }
                if scrolling != .continuous, scrolling != .none { #expect(offsets.last == strip.maxOffset) }
                for _ in 0..<10 {
                    let proposed = Double(random.below(1_600)) - 200
                    let velocity = Double(random.below(7)) - 3
                    let target = strip.targetOffset(forProposed: proposed, velocity: velocity)
                    switch scrolling {
                    case .continuous: #expect(target == strip.clamped(proposed))
                    case .none: #expect(target == 0)
                    default:
                        #expect(offsets.contains(target))
                        let clamped = strip.clamped(proposed)
                        if velocity > Strip.flickVelocity { #expect(target >= clamped || target == offsets.last) }
                        if velocity < -Strip.flickVelocity { #expect(target <= clamped || target == offsets.first) }
                        if abs(velocity) <= Strip.flickVelocity {
                            #expect(offsets.allSatisfy { abs($0 - clamped) >= abs(target - clamped) })
                        }
                    }
                }
            }
        }
    }
}

@Suite("Scrolling strips: the README's pictures")
struct StripPictureTests {
    /// Seven 3-point items 1 apart with insets of 3: leading edges 3, 7, …, 27;
    /// content 33 wide in a 15-point screen.
    static func strip(_ scrolling: ScrollingBehavior) -> Strip {
        let frames = (0..<7).map { Rect(x: 3 + Double($0) * 4, y: 0, width: 3, height: 1) }
        return Strip(scrolling: scrolling, visibleWidth: 15, contentWidth: 33, itemFrames: frames, leadingInset: 3)
    }

    @Test func offsetsInThePictures() {
        #expect(Self.strip(.none).snapOffsets == [0])
        #expect(Self.strip(.continuous).snapOffsets == [])
        #expect(Self.strip(.paging).snapOffsets == [0, 15, 18])
        #expect(Self.strip(.itemPaging).snapOffsets == [0, 4, 8, 12, 16, 18])
        #expect(Self.strip(.centered).snapOffsets == [0, 1, 5, 9, 13, 17, 18])
    }
}
