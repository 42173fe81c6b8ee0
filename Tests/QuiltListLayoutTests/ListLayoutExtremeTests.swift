import QuiltCore
import QuiltListLayout
import QuiltTestSupport
import Testing

/// Lengths at both ends of their ranges, and beyond them in options built in
/// code (which skip the decoder): the list's geometry converts with checked
/// conversions, so it never traps, and in range every frame is finite.
@Suite("List layout at extremes")
struct ListLayoutExtremeTests {
    /// The pages that trapped: items 10⁻¹⁷ wide (10²² per line), a strip
    /// 10²¹ tall (rows beyond Int), 1-point items at a 10³⁰⁸-point width.
    @Test func theTrappingPagesLayOut() {
        let items = (0..<5).map { Item(id: "\($0)") }
        let tiny = ListLayout.Options(distribution: .absolute(1e-17))
        let tall = ListLayout.Options(common: CommonLayoutOptions(arrange: .horizontal), horizontalContentHeight: 1e21)
        let onePoint = ListLayout.Options(distribution: .absolute(1))
        for (options, width) in [(tiny, 390.0), (tiny, 100_000), (tall, 390), (onePoint, 1e308), (onePoint, 1e-300)] {
            let result = ListLayout().layout(SectionLayoutInput(items: items, width: width), options: options)
            #expect(result.itemFrames.count == items.count)
        }
        let result = ListLayout().layout(SectionLayoutInput(items: items, width: 390), options: tiny)
        // Every item fits the first line.
        #expect(result.itemFrames.allSatisfy { $0.y == 0 })
        #expect(result.height == 44)
    }

    static let lengths: [Double] = [0, 1e-300, 1e-17, 0.5, 1, 44, 1_000, 1_000_000]
    static let widths: [Double] = [1, 1.5, 320, 390, 100_000]

    @Test func inRangeOptionsGiveFiniteFrames() async throws {
        try await withEvery("seed", in: 0..<400 as Range<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            let arrange: Arrange = random.pick([.vertical, .horizontal])
            let common = CommonLayoutOptions(
                arrange: arrange, inset: EdgeInsets(all: random.pick([-1_000_000, 0, 1_000_000])),
                lineSpacing: random.pick(Self.lengths),
                interitemSpacing: random.pick(Self.lengths),
                maxDisplay: random.pick([nil, MaxDisplay(count: 1_000_000, lines: 1_000_000)]))
            var options = ListLayout.Options(
                common: common,
                distribution: random.pick([
                    .distribution(1), .distribution(1_000), .fraction(1e-300), .fraction(1_000),
                    .absolute(random.pick(Self.lengths)),
                ]),
                itemRatio: random.pick([.absolute(random.pick(Self.lengths)), .fraction(1e-300), .fraction(1_000)]))
            if arrange == .horizontal {
                options.rows = random.pick([nil, 1, 1_000])
                options.horizontalContentHeight = random.pick([nil, 0, 1e-17, 1_000_000])
            }
            let items = (0..<Int(random.next() % 50)).map { Item(id: "\($0)") }
            let result = ListLayout().layout(
                SectionLayoutInput(items: items, width: random.pick(Self.widths)), options: options)
            // A negative inset may make the family's height negative; the engine
            // shows such an area empty (PageLayoutTests).
            #expect(result.height.isFinite, "\(options)")
            #expect(result.contentWidth?.isFinite ?? true, "\(options)")
            for frame in result.itemFrames {
                #expect(
                    frame.x.isFinite && frame.y.isFinite && frame.width >= 0 && frame.height >= 0, "\(frame) \(options)"
                )
                #expect(frame.width.isFinite && frame.height.isFinite, "\(frame) \(options)")
            }
        }
    }
}
