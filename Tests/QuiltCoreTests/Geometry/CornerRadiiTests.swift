import QuiltCore
import QuiltTestSupport
import Testing

@Suite("Corner radii")
struct CornerRadiiTests {
    @Test func uniformAndPerCorner() {
        let all: CornerRadii = 8
        #expect(all.uniform == 8 && all.values == [8, 8, 8, 8])
        let top = CornerRadii(topLeft: 12, topRight: 12)
        #expect(top.uniform == nil && top.values == [12, 12, 0, 0])
        #expect(CornerRadii.zero.isZero && !top.isZero)
        #expect(all.attributeValue == .number(8))
        #expect(CornerRadii(attribute: top.attributeValue) == top)
        #expect(CornerRadii(attribute: .string("8")) == nil)
    }

    @Test func overlappingCornersShrinkTogetherAsCSSDoes() {
        // 100 × 40: the left side (40) holds 30 + 30 → factor 2/3 for every corner.
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: 30).clamped(
            to: Size(width: 100, height: 40))
        #expect(radii.values.map { ($0 * 1e9).rounded() / 1e9 } == [20, 6.666666667, 0, 20])
        // A uniform radius ends at half the shorter side, as before.
        #expect(CornerRadii(all: 50).clamped(to: Size(width: 100, height: 40)).uniform == 20)
        // Bad values draw square corners.
        let bad = CornerRadii(topLeft: .nan, topRight: -4, bottomRight: .infinity, bottomLeft: 3)
        #expect(bad.clamped(to: Size(width: 10, height: 10)).values == [0, 0, 0, 3])
    }

    /// Generated radii and sizes against the rule written out: after clamping
    /// no side holds more than its length, and either nothing shrank or some
    /// side is exactly full.
    @Test func clampedRadiiFitEverySide() async throws {
        try await withEvery("seed", in: 1...4 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            func below(_ n: Int) -> Double { Double(random.below(n)) }
            for _ in 0..<500 {
                let written = CornerRadii(
                    topLeft: below(80), topRight: below(80), bottomRight: below(80), bottomLeft: below(80))
                let size = Size(width: 1 + below(200), height: 1 + below(200))
                let radii = written.clamped(to: size)
                let sides = [
                    (size.width, radii.topLeft + radii.topRight), (size.height, radii.topRight + radii.bottomRight),
                    (size.width, radii.bottomRight + radii.bottomLeft), (size.height, radii.bottomLeft + radii.topLeft),
                ]
                #expect(sides.allSatisfy { $0.1 <= $0.0 * (1 + 1e-12) }, "\(written) in \(size)")
                if radii != written {
                    #expect(sides.contains { abs($0.1 - $0.0) <= $0.0 * 1e-12 }, "\(written) in \(size)")
                    let factors = zip(radii.values, written.values).filter { $0.1 > 0 }.map { $0.0 / $0.1 }
                    #expect(factors.allSatisfy { abs($0 - factors[0]) < 1e-12 }, "one factor: \(written) in \(size)")
                }
            }
        }
    }
}
