@testable import QuiltLint
import Quilt
import Testing
import QuiltTestSupport

@Suite("--fix")
struct FixTests {
    static let before = """
        # Ported from EaseModule.
        page: home
        sections:
          - id: strip   # three rows
            layout:
              kind: list
              arrange: horizontal
              'row': 3          # rows of the strip
              horizontalArrangeContentHeight: 120
            decoration: {region: onlyItem, contents: {color: "#ABC"}}
          - id: both
            layout: {kind: list, arrange: horizontal, rows: 2, row: 3}
          - id: grid
            layout: {kind: grid, column: 2}
            decoration:
              region: onlyItem
              contents: {gradient: {colors: ["#8091A5", '#FFFFFFFF']}}   # a gradient
        """

    static let after = """
        # Ported from EaseModule.
        page: home
        sections:
          - id: strip   # three rows
            layout:
              kind: list
              arrange: horizontal
              'rows': 3          # rows of the strip
              horizontalContentHeight: 120
            decoration: {region: onlyItem, contents: {color: "#aabbcc"}}
          - id: both
            layout: {kind: list, arrange: horizontal, rows: 2, row: 3}
          - id: grid
            layout: {kind: grid, columns: 2}
            decoration:
              region: onlyItem
              contents: {gradient: {colors: ["#8091a5", '#ffffff']}}   # a gradient
        """

    func run(_ folder: TemporaryDirectory, fix: Bool) async -> LintReport {
        await LintRunner(registry: TestRegistry.registry, currentDirectory: folder.path, fix: fix).run(paths: [
            "home.yaml"
        ])
    }

    @Test func fixesRewriteOnlyTheAffectedBytesAndReportWhatChanged() async throws {
        let folder = try TemporaryDirectory(files: ["home.yaml": Self.before])
        defer { folder.remove() }
        let report = await run(folder, fix: true)
        #expect(try folder.read("home.yaml") == Self.after)
        #expect(
            report.fixes.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.summary)" } == [
                "8:7 deprecated-option: renamed 'row' to 'rows'",
                "9:7 deprecated-option: renamed 'horizontalArrangeContentHeight' to 'horizontalContentHeight'",
                "10:54 non-canonical-color: rewrote '#ABC' as '#aabbcc'",
                "14:26 deprecated-option: renamed 'column' to 'columns'",
                "17:38 non-canonical-color: rewrote '#8091A5' as '#8091a5'",
                "17:49 non-canonical-color: rewrote '#FFFFFFFF' as '#ffffff'",
            ])
        // What remains: the strip height the renamed `rows` now overrides, and
        // the old key beside 'rows', which nothing reads: an error, as in the engine.
        #expect(
            report.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.fix == nil)" } == [
                "9:32 ineffective-option true", "12:56 unknown-key true",
            ])
        #expect(report.findings.last?.suggestion == "rows")
    }

    @Test func fixingIsIdempotent() async throws {
        let folder = try TemporaryDirectory(files: ["home.yaml": Self.before])
        defer { folder.remove() }
        _ = await run(folder, fix: true)
        let second = await run(folder, fix: true)
        #expect(second.fixes.isEmpty)
        #expect(try folder.read("home.yaml") == Self.after)
    }

    @Test func withoutFixNothingIsWrittenAndFixableFindingsSaySo() async throws {
        let folder = try TemporaryDirectory(files: ["home.yaml": Self.before])
        defer { folder.remove() }
        let report = await run(folder, fix: false)
        #expect(try folder.read("home.yaml") == Self.before)
        #expect(report.fixes.isEmpty)
        #expect(report.findings.filter { $0.fix != nil }.count == 6)
    }

    @Test func deprecatedNamesTheFamilyDoesNotReadAreUnknownKeys() {
        // A list has no `columns`, so `column` there is just an unknown key.
        let findings =
            Linter().lint(
                SourceText("page: p\nsections:\n  - layout: {kind: list, column: 2}\n"), path: "p.yaml", kind: .page,
                scope: LintScope(registry: TestRegistry.registry))?.findings ?? []
        #expect(findings.map(\.ruleID) == [.unknownKey])
    }

    @Test func canonicalColourSpellings() throws {
        for (written, canonical) in [
            ("#abc", "#aabbcc"), ("#ABC", "#aabbcc"), ("#8091A5", "#8091a5"), ("#8091a5ff", "#8091a5"),
            ("#8091a580", "#8091a580"), ("#0008", "#00000088"), ("white", "#ffffff"), ("Transparent", "#00000000"),
        ] {
            #expect(try #require(RGBAColor.parse(written)).canonicalSpelling == canonical, "\(written)")
        }
        for invalid in ["abc", "#ab", "#abcdeg", "#abcdef1", "", "#", "bluish"] {
            #expect(RGBAColor.parse(invalid) == nil, "\(invalid)")
        }
    }
}

@Suite("Size rule fields")
struct SizeRuleFieldTests {
    @Test func everyPartOfASizeRuleNamesTheFieldsItReads() throws {
        let size = try #require(
            YAMLLoader().parse(
                """
                width: {field: w}
                height: 40
                aspect: {width: pw, height: ph}
                text: {font: 12}
                span: {columns: {field: c}, rows: 2}
                """, file: "s.yaml"
            ).root)
        #expect(SizeRuleUnknownFieldRule.fieldsRead(by: size).map(\.0) == ["w", "pw", "ph", "title", "c"])
    }

    @Test func pageSectionsAreCheckedAgainstTheirKindsFields() throws {
        // Pages gain `size:` with the size-rule families; until then this is skipped.
        guard SectionSpec.coreKeys.contains("size") else { return }
        let findings =
            Linter().lint(
                SourceText(
                    "page: p\nsections:\n  - {id: a, component: card, size: {width: {field: w}}, layout: {kind: flex}}\n"
                ), path: "p.yaml", kind: .page,
                scope: LintScope(registry: TestRegistry.registry))?.findings ?? []
        #expect(findings.map(\.ruleID) == [.sizeRuleUnknownField])
    }
}
