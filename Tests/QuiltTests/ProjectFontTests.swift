import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// Fonts registered in `quilt.yml`: loaded once with the project, named by
/// size rules, and every problem a located diagnostic.
@Suite("Project fonts")
struct ProjectFontTests {
    /// A project with the example fonts copied into `fonts/` and `quiltYML` as its file.
    static func project(_ quiltYML: String, page: String = "page: p\nsections: []\n") throws -> TemporaryDirectory {
        let project = try TemporaryDirectory(files: ["quilt.yml": quiltYML, "pages/p.yaml": page])
        try FileManager.default.createDirectory(atPath: project.path("fonts"), withIntermediateDirectories: true)
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            try FileManager.default.copyItem(
                atPath: PackagePaths.path("Examples/fonts/\(name)"), toPath: project.path("fonts/\(name)"))
        }
        return project
    }

    @Test func fontsAreRegisteredByFamilyAndWeight() throws {
        let directory = try Self.project(
            """
            fonts:
              - {family: Body, file: fonts/DejaVuSans.ttf}
              - {family: Body, weight: bold, file: fonts/DejaVuSans-Bold.ttf}
            """,
            page:
                "page: p\nsections:\n  - id: s\n    size: {height: {text: {family: Body, weight: bold, font: 15}}}\n    items: [{id: a, title: Hi}]\n"
        )
        let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: .standard)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.registry.fontFamilies == ["Body"])
        let bold = try #require(project.registry.font(family: "Body", weight: .bold))
        #expect(!bold.isPlaceholder && bold.measurer.identity.hasPrefix("font:"))
        #expect(bold.location.line == 3)
        let page = project.loadPage(path: directory.path("pages/p.yaml"))
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        let rule = try #require(page.page?.sections.first?.sizes.rule)
        #expect(rule.height?.text?.measurer.identity == bold.measurer.identity)
    }

    @Test func aFontThatDoesNotLoadIsABadFontAndItsFamilyStaysKnown() throws {
        let directory = try Self.project(
            """
            fonts:
              - {family: Body, file: fonts/Missing.ttf}
              - {family: Title, file: quilt.yml}
            """,
            page:
                "page: p\nsections:\n  - id: s\n    size: {height: {text: {family: Body}}}\n    items: [{id: a, title: Hi}]\n"
        )
        let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: .standard)
        let lines = project.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" }
        #expect(
            lines == [
                "2:26 bad-font font file 'fonts/Missing.ttf' does not exist",
                "3:27 bad-font font file 'quilt.yml' is not a TrueType or OpenType font",
            ])
        #expect(project.registry.font(family: "Body", weight: .regular)?.isPlaceholder == true)
        // The page names the family the file failed for: no second error, the estimate measures.
        let page = project.loadPage(path: directory.path("pages/p.yaml"))
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        #expect(page.page?.sections.first?.sizes.rule?.height?.text?.measurer.identity == "estimate")
    }

    /// Each mistake with the line:column it is reported at (`fonts:` is on
    /// line 2, after a comment line).
    static let mistakes: [(yaml: String, location: String, code: DiagnosticCode)] = [
        ("fonts: [{family: Body}]", "2:9", .missingKey),
        ("fonts: [{file: fonts/DejaVuSans.ttf}]", "2:9", .missingKey),
        ("fonts: [{family: Body, file: /usr/share/fonts/x.ttf}]", "2:30", .outOfRange),
        ("fonts: [{family: '', file: fonts/DejaVuSans.ttf}]", "2:18", .outOfRange),
        ("fonts: [{famly: Body, file: fonts/DejaVuSans.ttf}]", "2:10", .unknownKey),
        ("fonts: [{family: Body, weight: heavy, file: fonts/DejaVuSans.ttf}]", "2:32", .unknownValue),
        ("fonts: [{family: Body, weight: 1001, file: fonts/DejaVuSans.ttf}]", "2:32", .outOfRange),
        ("fonts: {family: Body}", "2:8", .wrongType),
        (
            "fonts: [{family: Body, file: fonts/DejaVuSans.ttf}, {family: Body, file: fonts/DejaVuSans-Bold.ttf}]",
            "2:53",
            .duplicateRegistration
        ),
    ]

    @Test func everyMistakeIsLocated() async throws {
        try await withEvery("mistake", in: Self.mistakes) { yaml, location, code in
            let directory = try Self.project("# fonts\n" + yaml)
            let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: .standard)
            let diagnostic = try #require(
                project.diagnostics.first { $0.code == code }, "\(yaml): \(project.diagnostics)")
            #expect("\(diagnostic.location.line):\(diagnostic.location.column)" == location, "\(yaml): \(diagnostic)")
        }
    }

    @Test func tooManyFontsAreRefused() throws {
        let entries = (0...64).map { "  - {family: F\($0), file: fonts/DejaVuSans.ttf}" }.joined(separator: "\n")
        let directory = try Self.project("fonts:\n" + entries)
        let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: .standard)
        #expect(project.diagnostics.map(\.code) == [.outOfRange])
        #expect(project.registry.fontFamilies.isEmpty)
    }

    @Test func aRegistryWithoutAFontLoaderReportsEveryFont() throws {
        let directory = try Self.project("fonts:\n  - {family: Body, file: fonts/DejaVuSans.ttf}")
        var base = Registry.standard
        base.fontLoader = nil
        let project = ProjectLoader.load(file: directory.path("quilt.yml"), base: base)
        #expect(project.diagnostics.map(\.code) == [.badFont])
        #expect(
            project.diagnostics.first?.message
                == "font file 'fonts/DejaVuSans.ttf' cannot be loaded: no font loader is registered")
    }
}
