import QuiltCore
import QuiltFlexLayout
import Testing
import QuiltTestSupport

/// Generated sections checked against ``CSSFlexboxReference``, for
/// invariants, and for appending through `extend`.
@Suite("Flex layout properties")
struct FlexLayoutPropertyTests {
    struct Case: CustomStringConvertible {
        var widths: [Double]
        var width: Double
        var inset: EdgeInsets
        var gap: Double
        var lineSpacing: Double
        var itemHeight: Double
        var justify: FlexJustify
        var horizontal: Bool
        var maxLines: Int?
        var maxCount: Int?

        var description: String {
            "widths \(widths) width \(width) inset \(inset) gap \(gap)/\(lineSpacing) height \(itemHeight) \(justify) horizontal \(horizontal) lines \(String(describing: maxLines)) count \(String(describing: maxCount))"
        }

        var items: [Item] {
            widths.enumerated().map { Item(id: "i\($0.offset)", data: .object(["w": .number($0.element)])) }
        }

        var options: FlexLayout.Options {
            FlexLayout.Options(
                common: CommonLayoutOptions(
                    arrange: horizontal ? .horizontal : .vertical, inset: inset, lineSpacing: lineSpacing,
                    interitemSpacing: gap,
                    maxDisplay: maxLines != nil || maxCount != nil ? MaxDisplay(count: maxCount, lines: maxLines) : nil),
                justify: justify, itemHeight: itemHeight)
        }

        func layout(_ items: [Item]? = nil) -> SectionLayoutResult {
            FlexLayout().layout(
                SectionLayoutInput(items: items ?? self.items, width: width, sizes: SizeRule(width: .field("w"))),
                options: options)
        }

        var reference: CSSFlexboxReference.Result {
            let justify: CSSFlexboxReference.Justify =
                switch self.justify {
                case .flexStart: .flexStart
                case .center: .center
                case .flexEnd: .flexEnd
                case .spaceAround: .spaceAround
                case .spaceBetween: .spaceBetween
                }
            return CSSFlexboxReference.layout(
                widths: widths, containerWidth: width, padding: inset, justify: justify, columnGap: gap,
                rowGap: lineSpacing,
                itemHeight: itemHeight, wrap: !horizontal, maxCount: maxCount, maxLines: horizontal ? nil : maxLines)
        }
    }

    static func generate(seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        let width = Double(Int.random(in: 120...600, using: &random))
        let count = Int.random(in: 0...60, using: &random)
        // Mostly tags; some wide ones (past the line), some zero-width, halves
        // so that sums are exact and lines that exactly fill occur.
        let widths: [Double] = (0..<count).map { _ in
            switch Int.random(in: 0..<12, using: &random) {
            case 0: Double(Int.random(in: 300...900, using: &random))
            case 1: 0
            default: Double(Int.random(in: 20...480, using: &random)) / 2
            }
        }
        let horizontal = Int.random(in: 0..<4, using: &random) == 0
        let maxLines =
            !horizontal && Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 0...5, using: &random) : nil
        let maxCount = Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 0...40, using: &random) : nil
        return Case(
            widths: widths, width: width,
            inset: EdgeInsets(
                top: Double(Int.random(in: 0...12, using: &random)),
                left: Double(Int.random(in: 0...20, using: &random)),
                bottom: Double(Int.random(in: 0...12, using: &random)),
                right: Double(Int.random(in: 0...20, using: &random))),
            gap: Double(Int.random(in: 0...4, using: &random) * 4),
            lineSpacing: Double(Int.random(in: 0...3, using: &random) * 3),
            itemHeight: Double(Int.random(in: 10...40, using: &random)),
            justify: FlexJustify.allCases[Int.random(in: 0..<FlexJustify.allCases.count, using: &random)],
            horizontal: horizontal, maxLines: maxLines, maxCount: maxCount)
    }

    static let seeds: [UInt64] = Array(1...500)

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    @Test func matchesTheCSSReference() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let flex = Self.generate(seed: seed)
            let result = flex.layout()
            let expected = flex.reference
            #expect(result.itemFrames.count == expected.frames.count, "\(flex)")
            #expect(
                zip(result.itemFrames, expected.frames).allSatisfy(close),
                "\(flex)\n\(result.itemFrames)\n\(expected.frames)")
            #expect(abs(result.height - expected.height) < 1e-6, "\(flex)")
            #expect(result.contentWidth == expected.contentWidth, "\(flex)")
        }
    }

    @Test func framesStayInsideInReadingOrderAndNeverOverlap() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let flex = Self.generate(seed: seed)
            let result = flex.layout()
            let frames = result.itemFrames
            let right = (flex.horizontal ? (result.contentWidth ?? 0) : flex.width) - flex.inset.right
            for frame in frames {
                #expect(frame.minX >= flex.inset.left - 1e-9 && frame.minY >= flex.inset.top - 1e-9, "\(flex)")
                #expect(frame.maxX <= right + 1e-6 && frame.maxY <= result.height - flex.inset.bottom + 1e-9, "\(flex)")
            }
            // Reading order: each item is right of the previous one on its line,
            // or on a later line; neighbours never overlap.
            for (a, b) in zip(frames, frames.dropFirst()) {
                #expect(
                    b.minY > a.minY || (b.minY == a.minY && b.minX >= a.maxX + flex.gap - 1e-6),
                    "\(flex): \(a) then \(b)")
            }
            let overlaps = Rect.overlappingPairs(in: frames)
            #expect(overlaps.isEmpty, "\(flex): \(overlaps)")
        }
    }

    @Test func displaysAPrefixWithinTheCaps() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let flex = Self.generate(seed: seed)
            let result = flex.layout()
            #expect(result.itemFrames.count <= flex.widths.count)
            if let maxCount = flex.maxCount, flex.maxLines == nil {
                #expect(result.itemFrames.count == min(maxCount, flex.widths.count))
            }
            if let maxLines = flex.maxLines { #expect(Set(result.itemFrames.map(\.minY)).count <= maxLines) }
            if flex.maxLines == nil, flex.maxCount == nil { #expect(result.itemFrames.count == flex.widths.count) }
            // Items keep their widths (clamped to the line when wrapping).
            let line = max(0, flex.width - flex.inset.horizontal)
            for (frame, width) in zip(result.itemFrames, flex.widths) {
                #expect(frame.width == (flex.horizontal ? width : min(width, line)), "\(flex)")
            }
        }
    }

    /// Appending in one or several steps equals laying out everything at once.
    @Test func extendingEqualsAFullLayout() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            var flex = Self.generate(seed: seed)
            flex.horizontal = false
            var random = SplitMix64(seed: seed &+ 99)
            FlexLayout().expectExtendingInSteps(
                flex.items, width: flex.width, sizes: SizeRule(width: .field("w")), options: flex.options,
                random: &random, context: "\(flex)")
        }
    }

    @Test func horizontalAndBrokenContinuationsAreNotExtended() {
        var flex = Self.generate(seed: 7)
        flex.horizontal = true
        var result = flex.layout()
        let input = SectionLayoutInput(items: flex.items + flex.items, width: flex.width)
        #expect(!FlexLayout().extend(&result, appendedFrom: flex.items.count, input: input, options: flex.options))
        flex.horizontal = false
        var broken = flex.layout()
        broken.continuation = [.nan, 0]
        let before = broken
        #expect(!FlexLayout().extend(&broken, appendedFrom: flex.items.count, input: input, options: flex.options))
        #expect(broken == before)
    }
}
