import QuiltCore
import QuiltWaterfallLayout
import Testing
import QuiltTestSupport

/// Generated waterfalls checked for bounds, overlap, the lane each item goes
/// to, and appending through `extend`.
@Suite("Waterfall layout properties")
struct WaterfallLayoutPropertyTests {
    struct Case: CustomStringConvertible {
        /// Pixel sizes (w, h); nil is an item without a shape (square).
        var shapes: [(Double, Double)?]
        var lanes: Int
        var width: Double
        var inset: EdgeInsets
        var gap: Double
        var lineSpacing: Double
        var render: WaterfallRender
        var horizontal: Bool
        var stripHeight: Double?
        var maxCount: Int?

        var description: String {
            "\(shapes.count) items lanes \(lanes) width \(width) inset \(inset) gaps \(gap)/\(lineSpacing) \(render) horizontal \(horizontal) strip \(String(describing: stripHeight)) count \(String(describing: maxCount))"
        }

        var items: [Item] {
            shapes.enumerated().map { index, shape in
                guard let shape else { return Item(id: "i\(index)") }
                return Item(id: "i\(index)", data: .object(["w": .number(shape.0), "h": .number(shape.1)]))
            }
        }

        var options: WaterfallLayout.Options {
            WaterfallLayout.Options(
                common: CommonLayoutOptions(
                    arrange: horizontal ? .horizontal : .vertical, inset: inset, lineSpacing: lineSpacing,
                    interitemSpacing: gap,
                    maxDisplay: maxCount.map { MaxDisplay(count: $0) }),
                columns: lanes, rows: lanes, render: render, horizontalContentHeight: stripHeight)
        }

        static let sizes = SizeRule(aspect: .init(widthField: "w", heightField: "h"))

        func layout(_ items: [Item]? = nil) -> SectionLayoutResult {
            WaterfallLayout().layout(
                SectionLayoutInput(items: items ?? self.items, width: width, sizes: Self.sizes), options: options)
        }
    }

    static func generate(seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        let horizontal = Int.random(in: 0..<3, using: &random) == 0
        let count = Int.random(in: 0...80, using: &random)
        let shapes: [(Double, Double)?] = (0..<count).map { _ in
            Int.random(in: 0..<6, using: &random) == 0
                ? nil : (Double(Int.random(in: 1...40, using: &random)), Double(Int.random(in: 1...40, using: &random)))
        }
        let renders: [WaterfallRender] =
            horizontal ? [.shortestFirst, .topToBottom, .bottomToTop] : [.shortestFirst, .leftToRight, .rightToLeft]
        return Case(
            shapes: shapes, lanes: Int.random(in: 1...6, using: &random),
            width: Double(Int.random(in: 150...800, using: &random)),
            inset: EdgeInsets(
                top: Double(Int.random(in: 0...12, using: &random)),
                left: Double(Int.random(in: 0...16, using: &random)),
                bottom: Double(Int.random(in: 0...12, using: &random)),
                right: Double(Int.random(in: 0...16, using: &random))),
            gap: Double(Int.random(in: 0...3, using: &random) * 4),
            lineSpacing: Double(Int.random(in: 0...3, using: &random) * 3),
            render: renders[Int.random(in: 0..<3, using: &random)], horizontal: horizontal,
            stripHeight: horizontal && Bool.random(using: &random)
                ? Double(Int.random(in: 50...400, using: &random)) : nil,
            maxCount: Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...90, using: &random) : nil)
    }

    static let seeds: [UInt64] = Array(1...500)

    @Test func framesStayInsideAndNeverOverlap() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let waterfall = Self.generate(seed: seed)
            let result = waterfall.layout()
            let frames = result.itemFrames
            let inset = waterfall.inset
            let right = (waterfall.horizontal ? (result.contentWidth ?? 0) : waterfall.width) - inset.right
            for frame in frames {
                #expect(frame.width >= 0 && frame.height >= 0)
                #expect(frame.minX >= inset.left - 1e-9 && frame.minY >= inset.top - 1e-9, "\(waterfall)")
                #expect(frame.maxX <= right + 1e-6 && frame.maxY <= result.height - inset.bottom + 1e-6, "\(waterfall)")
            }
            let overlaps = Rect.overlappingPairs(in: frames)
            #expect(overlaps.isEmpty, "\(waterfall): \(overlaps)")
        }
    }

    /// Recomputes, naively from the frames before it, the lane each item must
    /// go to and where in it, and checks its shape.
    @Test func eachItemGoesToTheLaneItsRenderOrderPicks() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let waterfall = Self.generate(seed: seed)
            let result = waterfall.layout()
            let frames = result.itemFrames
            let vertical = !waterfall.horizontal
            let inset = waterfall.inset
            let n = Double(waterfall.lanes)
            let strip = waterfall.stripHeight ?? n * 100 + (n - 1) * waterfall.lineSpacing
            let thickness =
                vertical
                ? max(0, (waterfall.width - inset.horizontal - (n - 1) * waterfall.gap) / n)
                : max(0, (strip - (n - 1) * waterfall.lineSpacing) / n)
            let crossGap = vertical ? waterfall.gap : waterfall.lineSpacing
            let mainGap = vertical ? waterfall.lineSpacing : waterfall.gap
            let mainStart = vertical ? inset.top : inset.left
            #expect(frames.count == min(waterfall.shapes.count, waterfall.maxCount ?? .max))
            for (index, frame) in frames.enumerated() {
                // Where each lane ends, from the earlier frames alone.
                var ends = Array(repeating: mainStart, count: waterfall.lanes)
                var lanes: [Int] = []
                for earlier in frames.prefix(index) {
                    let across = vertical ? earlier.minX : earlier.minY
                    let lane = Int(((across - (vertical ? inset.left : inset.top)) / (thickness + crossGap)).rounded())
                    lanes.append(lane)
                    ends[lane] = max(ends[lane], (vertical ? earlier.maxY : earlier.maxX) + mainGap)
                }
                let expectedLane: Int
                switch waterfall.render {
                case .shortestFirst:
                    expectedLane = ends.indices.min { ends[$0] < ends[$1] || (ends[$0] == ends[$1] && $0 < $1) } ?? 0
                case .leftToRight, .topToBottom: expectedLane = index % waterfall.lanes
                case .rightToLeft, .bottomToTop: expectedLane = waterfall.lanes - 1 - index % waterfall.lanes
                }
                let across = (vertical ? inset.left : inset.top) + Double(expectedLane) * (thickness + crossGap)
                #expect(abs((vertical ? frame.minX : frame.minY) - across) < 1e-6, "\(waterfall) item \(index)")
                #expect(
                    abs((vertical ? frame.minY : frame.minX) - ends[expectedLane]) < 1e-6, "\(waterfall) item \(index)")
                #expect(abs((vertical ? frame.width : frame.height) - thickness) < 1e-9)
                // Shape: thickness × h ÷ w (w ÷ h across rows); square without one.
                let ratio = waterfall.shapes[index].map { $0.1 / $0.0 } ?? 1
                let length = vertical ? thickness * ratio : thickness / ratio
                #expect(abs((vertical ? frame.height : frame.width) - length) < 1e-6, "\(waterfall) item \(index)")
            }
        }
    }

    /// Loading more in one or several steps equals laying out everything at once.
    @Test func extendingEqualsAFullLayout() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let waterfall = Self.generate(seed: seed)
            var random = SplitMix64(seed: seed &+ 7)
            WaterfallLayout().expectExtendingInSteps(
                waterfall.items, width: waterfall.width, sizes: Case.sizes, options: waterfall.options, random: &random,
                context: "\(waterfall)")
        }
    }

    @Test func aContinuationOfTheWrongShapeIsNotExtended() {
        let waterfall = Self.generate(seed: 3)
        var result = waterfall.layout()
        result.continuation.append(1)
        let before = result
        let input = SectionLayoutInput(
            items: waterfall.items + waterfall.items, width: waterfall.width, sizes: Case.sizes)
        #expect(
            !WaterfallLayout().extend(
                &result, appendedFrom: waterfall.items.count, input: input, options: waterfall.options))
        #expect(result == before)
    }
}
