import Foundation
import QuiltCore
@testable import QuiltRender
import QuiltTestSupport
import Testing

/// The corners Quilt draws against the corners Chromium draws: each box is a
/// `div` with the radii as written (the browser clamps them by CSS's rule)
/// beside the SVG shape Quilt draws from ``CornerRadii/clamped(to:)``;
/// `Tests/Scripts/browser_corners.py` compares the two pixel by pixel.
@Suite("Corners in a browser")
struct BrowserCornerTests {
    /// One box for the script.
    struct Case: Encodable {
        var id: String
        var width: Int
        var height: Int
        var css: String
        var svg: String
        var radii: [Double]

        /// `written` as CSS writes it and as Quilt's SVG draws it; `clamp:
        /// false` draws the radii unclamped (the control that must fail).
        init(_ id: String, _ width: Int, _ height: Int, _ written: CornerRadii, clamp: Bool = true) {
            let size = Size(width: Double(width), height: Double(height))
            let drawn = clamp ? written.clamped(to: size) : written
            self.id = id
            self.width = width
            self.height = height
            css = written.values.map(NumberText.px).joined(separator: " ")
            svg = SVGRenderer.shape(Rect(origin: .zero, size: size), drawn, "fill=\"#000\"")
            radii = drawn.values
        }
    }

    /// Hand-worked boxes: the example page's top-rounded decoration, the
    /// clamped sides of ``CornerRadiiTests``, a pill, one corner taking a
    /// whole side; and the generated ones.
    static func cases() -> [Case] {
        var cases = [
            Case("example top corners", 360, 150, CornerRadii(topLeft: 16, topRight: 16)),
            Case("left side full", 100, 40, CornerRadii(topLeft: 30, topRight: 10, bottomLeft: 30)),
            Case("pill", 120, 30, CornerRadii(all: 40)),
            Case("one corner, whole height", 100, 40, CornerRadii(topLeft: 60)),
            Case("diagonal pair", 50, 50, CornerRadii(topLeft: 50, bottomRight: 50)),
        ]
        for seed in UInt64(1)...3 {
            var random = SplitMix64(seed: seed)
            for index in 0..<80 {
                let radii = CornerRadii(
                    topLeft: Double(random.below(70)), topRight: Double(random.below(70)),
                    bottomRight: Double(random.below(70)),
                    bottomLeft: Double(random.below(70)) / 2)
                cases.append(Case("seed \(seed) case \(index)", 8 + random.below(113), 8 + random.below(113), radii))
            }
        }
        return cases
    }

    @Test(.needsBrowser) func quiltsCornersAreTheBrowsers() async throws {
        let cases = Self.cases()
        // A box drawn unclamped where clamping matters must be caught.
        let control = Case("control: unclamped", 100, 40, CornerRadii(topLeft: 30, bottomLeft: 30), clamp: false)
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("corners.json")
        try JSONEncoder().encode(cases + [control]).write(to: file)
        let result = try await CommandRunner.script(["python3", "Tests/Scripts/browser_corners.py", file.path])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("\(cases.count) passed, 1 failed"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL control: unclamped"), "\(result.stdout)")
        print(result.stdout.split(separator: "\n").filter { $0.hasPrefix("browser corners:") }.joined())
    }
}
