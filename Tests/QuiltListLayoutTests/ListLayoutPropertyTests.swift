import QuiltCore
import QuiltListLayout
import Testing
import QuiltTestSupport

/// Invariants over hundreds of generated configurations: frames inside the
/// content box, no overlaps, line (or column) order, the right count, determinism.
@Suite("List layout invariants")
struct ListLayoutPropertyTests {
    struct Case: CustomStringConvertible, Sendable {
        var options: ListLayout.Options
        var count: Int
        var width: Double
        var description: String { "\(count) items at \(width): \(options)" }
    }

    static func generate(_ seed: UInt64, count: Int) -> [Case] {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            (range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound))
                .rounded()
        }
        return (0..<count).map { _ in
            let arrange: Arrange = random.pick([.vertical, .horizontal])
            let inset = EdgeInsets(
                top: number(0...20), left: number(0...30), bottom: number(0...20), right: number(0...30))
            let distribution: Dimension = random.pick([
                .distribution(1 + Int(random.next() % 5)), .fraction(random.pick([0.2, 0.33, 0.5, 0.55, 0.9, 1.4])),
                .absolute(number(10...500)),
            ])
            let ratio: Dimension = random.pick([
                .absolute(number(1...120)), .fraction(random.pick([0.5, 0.8, 1, 1.3])),
            ])
            let maxDisplay: MaxDisplay? = random.pick([
                nil, MaxDisplay(count: Int(random.next() % 30)),
                arrange == .vertical ? MaxDisplay(count: Int(random.next() % 30), lines: Int(random.next() % 6)) : nil,
            ])
            let common = CommonLayoutOptions(
                arrange: arrange, inset: inset, lineSpacing: number(0...16), interitemSpacing: number(0...16),
                maxDisplay: maxDisplay)
            var options = ListLayout.Options(common: common, distribution: distribution, itemRatio: ratio)
            if arrange == .horizontal {
                if random.next() % 2 == 0 {
                    options.rows = 1 + Int(random.next() % 4)
                } else {
                    options.horizontalContentHeight = number(20...300)
                }
            }
            return Case(options: options, count: Int(random.next() % 60), width: random.pick([320, 375, 390, 768]))
        }
    }

    @Test func invariantsHold() async throws {
        try await withEvery("case", in: Self.generate(7, count: 500)) { testCase in
            let items = (0..<testCase.count).map { Item(id: "\($0)") }
            let input = SectionLayoutInput(items: items, width: testCase.width)
            let result = ListLayout().layout(input, options: testCase.options)
            let options = testCase.options
            let inset = options.inset

            // Determinism.
            #expect(ListLayout().layout(input, options: options) == result)

            // Count: never more than the items, and exactly the cap when one applies.
            #expect(result.itemFrames.count <= testCase.count)
            if options.common.maxDisplay == nil { #expect(result.itemFrames.count == testCase.count) }
            if let cap = options.common.maxDisplay?.count, options.common.maxDisplay?.lines == nil {
                #expect(result.itemFrames.count == min(cap, testCase.count))
            }

            // Inside the content box.
            let boxWidth = options.arrange == .horizontal ? (result.contentWidth ?? testCase.width) : testCase.width
            let box = Rect(
                x: inset.left, y: inset.top, width: boxWidth - inset.horizontal, height: result.height - inset.vertical)
            for frame in result.itemFrames {
                #expect(frame.width >= 0 && frame.height >= 0)
                #expect(frame.isContained(in: box), "\(frame) outside \(box)")
            }

            // No overlaps.
            let frames = result.itemFrames
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(!frames[i].overlaps(frames[j]), "\(i) \(frames[i]) overlaps \(j) \(frames[j])")
                }
            }

            // Order: lines left to right (vertical) or columns top to bottom (horizontal).
            for (a, b) in zip(frames, frames.dropFirst()) {
                if options.arrange == .vertical {
                    #expect((a.y == b.y && a.x <= b.x) || b.y > a.y)
                } else {
                    #expect((a.x == b.x && a.y <= b.y) || b.x > a.x)
                }
            }
        }
    }
}

extension Rect {
    /// Overlap beyond floating-point noise: frames computed as `start + n × step`
    /// may cross their neighbour by an ulp.
    func overlaps(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        x < other.maxX - tolerance && other.x < maxX - tolerance
            && y < other.maxY - tolerance && other.y < maxY - tolerance
    }
}
