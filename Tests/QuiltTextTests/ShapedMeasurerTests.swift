import Foundation
import QuiltCore
import QuiltText
import Testing

@Suite struct ShapedMeasurerTests {
    @Test func loads() throws {
        let measurer = try ShapedTextMeasurer(path: "Examples/fonts/DejaVuSans.ttf")
        #expect(measurer.familyName == "DejaVu Sans")
    }
}
