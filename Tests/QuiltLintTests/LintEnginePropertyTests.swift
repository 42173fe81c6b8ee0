import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// pagelint and the engine agree: a page pagelint passes without an error
/// lays out without one, and every error the engine reports (decoding, then
/// ``PageLayout/checkedLayout(_:width:)``) is an error finding of pagelint
/// at the same place — over the example pages, the fixtures, the fuzz
/// corpora, and pages made extreme from all of them (``ExtremeNumbers``),
/// at widths the commands accept.
@Suite struct LintEnginePropertyTests {
    /// The pages: every YAML page of the examples, fixtures and fuzz corpora.
    static let pages: [String] = {
        let folders = [
            "Examples/pages", "Tests/Fixtures/extreme", "Tests/Fixtures/bad", "Fuzz/Corpus/layout", "Fuzz/Corpus/lint",
        ]
        return folders.flatMap { PackagePaths.files(in: $0, ending: [".yaml"]) }
    }()

    /// The example project's registry (its kinds and presets), which every
    /// page is read against, by the engine and by pagelint alike.
    static let registry = ProjectLoader.load(file: PackagePaths.path("Examples/quilt.yml"), base: .standard).registry

    @Test func theCorporaAreFound() {
        #expect(Self.pages.count >= 20, "\(Self.pages)")
    }

    @Test func pagelintReportsEveryEngineErrorOnThePagesAsWritten() async throws {
        try await withEvery("page", in: Self.pages) { path in
            let text = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
            Self.expectAgreement(text, path: path, width: 390)
        }
    }

    @Test func pagelintReportsEveryEngineErrorOnPagesWithExtremeNumbers() async throws {
        let texts = try Self.pages.map { try String(contentsOfFile: PackagePaths.path($0), encoding: .utf8) }
        try await withEvery("seed", in: 1...1_500 as ClosedRange<UInt64>) { seed in
            let index = Int(seed % UInt64(texts.count))
            let width = [390, 1, 100_000, 320, 1.5][Int(seed / UInt64(texts.count)) % 5]
            Self.expectAgreement(ExtremeNumbers.mutate(texts[index], seed: seed), path: Self.pages[index], width: width)
        }
    }

    /// Lints `text` and lays it out at `width`, and expects the two to agree.
    static func expectAgreement(_ text: String, path: String, width: Double) {
        let file = PageFile.parse(text, path: path, registry: registry)
        var engineErrors = file.diagnostics.filter { $0.severity == .error }
        if let page = file.page {
            engineErrors += PageLayout.checkedLayout(page, width: width).diagnostics.filter { $0.severity == .error }
        }
        var configuration = LintConfiguration()
        configuration.width = width
        let linted = Linter().lint(
            SourceText(text), path: path, kind: .page,
            scope: LintScope(registry: registry, configuration: configuration))
        let lintErrors = (linted?.findings ?? []).filter { $0.severity == .error }
        let engineFails = file.page == nil || !engineErrors.isEmpty
        #expect(
            engineFails == !lintErrors.isEmpty,
            "engine: \(engineErrors.map(Self.describe)); pagelint: \(lintErrors.map(Self.describe))\n\(text)")
        for error in engineErrors {
            #expect(
                lintErrors.contains { $0.location == error.location },
                "the engine's \(describe(error)) is not a pagelint error there; pagelint: \(lintErrors.map(Self.describe))\n\(text)"
            )
        }
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code) at \(diagnostic.location.line):\(diagnostic.location.column) (\(diagnostic.message))"
    }

    static func describe(_ finding: LintFinding) -> String {
        "\(finding.ruleID) at \(finding.location.line):\(finding.location.column) (\(finding.message))"
    }
}
