import Quilt
import QuiltLintTool
import QuiltTestSupport
import Testing

/// `pagelint` links no font library: its registry estimates text in project
/// fonts (``EstimatingFontLoader``). On the lint corpus it still reports
/// what `quilt lint`, which measures, reports: `bad-font` and
/// `missing-glyph` come from the files' headers and character maps.
@Suite("pagelint without a font library")
struct PagelintAgreementTests {
    /// The human report of `registry` over `path`.
    static func report(_ registry: Registry, _ path: String) async -> String {
        let runner = LintRunner(registry: registry, currentDirectory: PackagePaths.root.path)
        let report = await runner.run(paths: [path])
        return HumanReporter().render(report, context: ReportContext(currentDirectory: PackagePaths.root.path))
    }

    @Test func reportsWhatTheMeasuringLinterReportsOnTheCorpus() async {
        let corpus = "Tests/Fixtures/lint"
        let estimated = await Self.report(LintTool.estimatingRegistry, corpus)
        let measured = await Self.report(.standard, corpus)
        #expect(estimated == measured)
        #expect(estimated.contains("[missing-glyph]") && estimated.contains("[bad-font]"))
    }

    @Test func reportsWhatTheMeasuringLinterReportsOnTheExamples() async {
        let estimated = await Self.report(LintTool.estimatingRegistry, "Examples")
        let measured = await Self.report(.standard, "Examples")
        #expect(estimated == measured)
    }

    @Test func countsTheFacesItEstimates() async throws {
        let tool = LintTool()
        let loader = try #require(tool.registry.fontLoader as? EstimatingFontLoader)
        _ = await Self.report(tool.registry, "Tests/Fixtures/lint/missing-glyph/bad")
        #expect(loader.estimatedFaces == 1)
    }

    @Test func takesTheMachinesFontsToHaveEveryCharacter() throws {
        let loader = EstimatingFontLoader()
        let face = try loader.loadFont(path: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"))
        #expect(face.missingCharacters(in: "羽绒服 ok") == ["羽", "绒", "服"])
        let system = loader.fallingBack(from: face, to: loader.systemFallbacks(weight: .regular))
        #expect(system.missingCharacters(in: "羽绒服 ok") == [])
        let cjk = try loader.loadFont(path: PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc"), index: 0)
        let chain = loader.fallingBack(from: face, to: [cjk])
        #expect(chain.missingCharacters(in: "羽绒服 ok").count < 3)
    }
}
