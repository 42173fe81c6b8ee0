import Foundation
import QuiltCore
@testable import QuiltLint
import Testing
import QuiltTestSupport

/// The YAML the docs show is what people copy: its hex colours are written
/// as `non-canonical-color` wants them, so a copied example lints clean.
@Suite("Colours in the docs")
struct DocsColorTests {
    /// docs/lint.md shows pages that break rules on purpose (each rule's
    /// "Reported" example); every other page is checked.
    static let pages = ["README.md"] + PackagePaths.files(in: "docs", ending: [".md"]).filter { $0 != "docs/lint.md" }

    /// The quoted hex colours in the ```yaml blocks of `markdown`.
    static func yamlColors(_ markdown: String) -> [String] {
        let blocks = markdown.components(separatedBy: "```yaml\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        return blocks.flatMap { block in
            block.matches(of: /["'](#[0-9A-Fa-f]{3,8})["']/).map { String($0.1) }
        }
    }

    @Test func yamlExamplesWriteCanonicalColours() throws {
        var checked = 0
        for page in Self.pages {
            let text = try String(contentsOfFile: PackagePaths.path(page), encoding: .utf8)
            for written in Self.yamlColors(text) {
                guard let color = RGBAColor(hex: written) else { continue }
                checked += 1
                #expect(
                    written == color.canonicalSpelling, "\(page): '\(written)' is written '\(color.canonicalSpelling)'")
            }
        }
        // The check reads the docs' colours at all (a gradient's are among them).
        #expect(checked > 10)
    }
}
