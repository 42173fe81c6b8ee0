import Foundation
import QuiltCore
import QuiltTestSupport
import QuiltText
import Testing

/// Generated texts measured by the engine and laid out by headless Chromium
/// in the same font (Tests/Scripts/browser_text.py): every wrapped height
/// within 0.5 pt, every natural width within 1 pt.
@Suite("Text measured as Chromium lays it out")
struct BrowserAgreementTests {
    /// The font, the number of cases and the first seed; the environment
    /// may change them to look further (`QUILT_TEXT_FONT`, `QUILT_TEXT_CASES`,
    /// `QUILT_TEXT_SEED`).
    static let environment = ProcessInfo.processInfo.environment
    static let font = environment["QUILT_TEXT_FONT"] ?? PackagePaths.path("Examples/fonts/DejaVuSans.ttf")
    static let caseCount = Int(environment["QUILT_TEXT_CASES"] ?? "") ?? 800
    static let firstSeed = UInt64(environment["QUILT_TEXT_SEED"] ?? "") ?? 0x7E47_0000

    struct Measured: Decodable {
        var id: String
        var width: Double
        var height: Double
    }

    struct Report: Decodable {
        var browser: String
        var results: [Measured]
    }

    @Test(.needsBrowser)
    func generatedTextsAgreeWithChromium() async throws {
        let measurer = try ShapedTextMeasurer(path: Self.font)
        let cases = (0..<UInt64(Self.caseCount)).map { TextCase.generated(seed: Self.firstSeed + $0) }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quilt-text-cases-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        let spec: [String: Any] = [
            "font": Self.font,
            "cases": try JSONSerialization.jsonObject(with: JSONEncoder().encode(cases)),
        ]
        try JSONSerialization.data(withJSONObject: spec).write(to: input)
        let run = try await CommandRunner.script(["python3", "Tests/Scripts/browser_text.py", input.path])
        try #require(run.status == 0, "\(run.stdout)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        try #require(report.results.count == cases.count)

        var worstHeight = 0.0
        var worstWidth = 0.0
        var wrapped = 0
        var natural = 0
        for (textCase, measured) in zip(cases, report.results) {
            // As a size rule lays it out: wrapped with its line limit, or
            // every natural line (the natural width is the widest of all).
            let rule = SizeRule.Text(
                font: textCase.size, lineHeight: textCase.lineHeight,
                maxLines: textCase.maxLines == 0 ? nil : textCase.maxLines,
                padding: .zero, measurer: measurer)
            let layout = rule.layout(of: textCase.text, width: textCase.width)
            let height = rule.height(of: layout)
            let heightDeviation = abs(height - measured.height)
            worstHeight = max(worstHeight, heightDeviation)
            #expect(
                heightDeviation <= 0.5,
                "seed \(textCase.id): \(textCase) — engine \(rule.shownLines(of: layout)) lines (\(height) pt), \(report.browser) \(measured.height) pt"
            )
            if textCase.width == nil {
                natural += 1
                let widthDeviation = abs(layout.width - measured.width)
                worstWidth = max(worstWidth, widthDeviation)
                #expect(
                    widthDeviation <= 1,
                    "seed \(textCase.id): \(textCase) — engine width \(layout.width), \(report.browser) \(measured.width)"
                )
            } else {
                wrapped += 1
            }
        }
        print(
            "text agreement: \(cases.count) generated cases (\(wrapped) wrapped, \(natural) natural widths) against \(report.browser): "
                + "max height deviation \(worstHeight) pt, max natural width deviation \(worstWidth) pt")
    }
}
