import Foundation
@testable import QuiltLint
import Testing

/// The suppression scanner's cost grows with the file, not with the number
/// of `#` in it: a 16 MiB comment line of `#` took 21 s in pagelint (each
/// `#` was checked as the start of a directive) against 1 s in `quilt`.
@Suite("Suppression scanning at scale")
struct SuppressionScanTimeTests {
    /// 32 MiB of `#` and spaces — twice the largest file pagelint reads —
    /// are scanned in well under the bound (tens of milliseconds; before,
    /// about 13 s in a debug build). The bound only tells a linear scan from
    /// one that does work per `#`, with room for a loaded machine.
    @Test func aLineOfHashesIsScannedInLinearTime() throws {
        for filler in ["#", "# ", "#  pagelint"] {
            let bytes = Array(String(repeating: filler, count: (32 << 20) / filler.utf8.count).utf8)
            let source = SourceText(bytes: bytes)
            let clock = ContinuousClock()
            var found = 0
            let took = clock.measure {
                found = SuppressionScanner.scan(source, file: "p.yaml", root: nil).directives.count
            }
            #expect(found == 0)
            #expect(took < .seconds(5), "\(filler.debugDescription): \(took)")
        }
    }

    /// Directives are still found among any number of `#`.
    @Test func directivesAmongHashesAreFound() {
        let text =
            String(repeating: "#", count: 10_000) + " # pagelint:disable-next-line ineffective-option\n"
            + "#   pagelint:enable ineffective-option\n##pagelint:disable x\n"
        let scanned = SuppressionScanner.scan(SourceText(text), file: "p.yaml", root: nil)
        #expect(scanned.directives.map(\.action) == [.disableNextLine, .enable])
        #expect(scanned.directives.map(\.location.line) == [1, 2])
        #expect(scanned.directives.first?.location.column == 10_004)
    }
}
