import Foundation
@testable import QuiltLint
import Quilt
import Testing

@Suite("Reporters")
struct ReporterTests {
    static let finding = LintFinding(
        ruleID: .unknownKey, severity: .error, message: "unknown key 'rowz' in list layout",
        location: SourceLocation(file: "pages/home.yaml", line: 3, column: 26),
        end: SourceLocation(file: "pages/home.yaml", line: 3, column: 30), suggestion: "rows", notes: ["a note"])

    static let source = SourceText("page: home\nsections:\n  - layout: {kind: list, rowz: 3}\n")

    static func context(colors: Bool = false) -> ReportContext {
        ReportContext(currentDirectory: "/repo/app", repositoryRoot: "/repo", colors: colors, toolVersion: "9.9.9") {
            _ in source
        }
    }

    static let report = LintReport(
        files: ["pages/home.yaml", "pages/other.yaml"],
        findings: [
            finding,
            LintFinding(
                ruleID: .invisibleColor, severity: .warning, message: "colour, 100%: a:b\r\nsecond line",
                location: SourceLocation(file: "pages/a, b.yaml", line: 1, column: 1)),
        ])

    @Test func humanShowsTheLineUnderlinesTheSpanAndSummarises() {
        let text = HumanReporter().render(Self.report, context: Self.context())
        #expect(
            text.hasPrefix(
                """
                pages/home.yaml:3:26: error: unknown key 'rowz' in list layout [unknown-key]
                  |
                3 |   - layout: {kind: list, rowz: 3}
                  |                          ^^^^ did you mean 'rows'?
                  note: a note

                """))
        // pages/a, b.yaml was read beside the linted files: it counts among them.
        #expect(text.hasSuffix("Found 1 error, 1 warning in 2 of 3 files.\n"))
        #expect(!text.contains("\u{1B}["))
    }

    /// A finding in quilt.yml while one page is linted: "in 2 of 2 files",
    /// not "in 2 of 1 file".
    @Test func humanCountsFilesWithFindingsThatWereNotLinted() {
        let inConfiguration = LintFinding(
            ruleID: .badFont, severity: .error, message: "not a font",
            location: SourceLocation(file: "quilt.yml", line: 2, column: 9))
        let report = LintReport(files: ["pages/home.yaml"], findings: [Self.finding, inConfiguration])
        let text = HumanReporter().render(report, context: Self.context())
        #expect(text.hasSuffix("Found 2 errors in 2 of 2 files.\n"), "\(text)")
    }

    @Test func humanColoursOnlyWhenAsked() {
        let text = HumanReporter().render(Self.report, context: Self.context(colors: true))
        #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(text.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    }

    @Test func humanSaysWhenThereIsNothing() {
        let text = HumanReporter().render(LintReport(files: ["a.yaml"], findings: []), context: Self.context())
        #expect(text == "No problems in 1 file.\n")
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        let text = GitHubReporter().render(Self.report, context: Self.context())
        #expect(
            text == """
                ::error file=app/pages/home.yaml,line=3,col=26,endLine=3,endColumn=30,title=pagelint (unknown-key)::unknown key 'rowz' in list layout (did you mean 'rows'?)%0Anote: a note
                ::warning file=app/pages/a%2C b.yaml,line=1,col=1,title=pagelint (invisible-color)::colour, 100%25: a:b%0D%0Asecond line

                """)
        #expect(GitHubReporter.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        #expect(GitHubReporter.escapeData("a:b,c%d\r\n") == "a:b,c%25d%0D%0A")
    }

    @Test func junitHasACasePerFileAndAFailurePerFinding() throws {
        let text = JUnitReporter().render(Self.report, context: Self.context())
        #expect(text.contains("<testsuites name=\"pagelint\" tests=\"3\" failures=\"2\" errors=\"0\">"))
        #expect(text.contains("<testcase classname=\"pagelint\" name=\"pages/other.yaml\" file=\"pages/other.yaml\"/>"))
        #expect(
            text.contains(
                "<failure type=\"unknown-key\" message=\"3:26: unknown key &apos;rowz&apos; in list layout (did you mean &apos;rows&apos;?)\">"
            ))
        #expect(JUnitReporter.escape("a<b>&\"'\u{07}c") == "a&lt;b&gt;&amp;&quot;&apos;c")
    }

    @Test func sarifURIsAreRelativeToTheRepositoryAndPercentEncoded() {
        #expect(SARIFReporter.uri("app/pages/a, b.yaml") == "app/pages/a%2C%20b.yaml")
        #expect(SARIFReporter.uri("app/ünï.yaml") == "app/%C3%BCn%C3%AF.yaml")
        #expect(SARIFReporter.ruleName(.maxDisplayCountAndLines) == "MaxDisplayCountAndLines")
        let text = SARIFReporter().render(Self.report, context: Self.context())
        // JSONEncoder's indented layout: a space either side of the colon.
        #expect(text.contains("\"uri\" : \"app/pages/home.yaml\""))
        #expect(text.contains("\"uriBaseId\" : \"%SRCROOT%\""))
        #expect(text.contains("\"level\" : \"error\""))
    }

    @Test func jsonIsOneObjectWithTheDocumentedFields() throws {
        let text = JSONReporter().render(Self.report, context: Self.context())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["endColumn"] as? Int == 30)
        #expect(findings.first?["suggestion"] as? String == "rows")
        #expect(findings.last?["endLine"] == nil)
    }

    @Test func reportersAreLookedUpByIdentifier() {
        #expect(LintReporters.identifiers == ["human", "json", "sarif", "github", "junit"])
        #expect(LintReporters.named("sarif") is SARIFReporter)
        #expect(LintReporters.named("xml") == nil)
    }
}
