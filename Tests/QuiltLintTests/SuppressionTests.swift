import Quilt
import Testing

@Suite("Inline suppressions")
struct SuppressionTests {
    func lint(_ text: String, settings: [DiagnosticCode: RuleSetting] = [:]) -> [LintFinding] {
        var configuration = LintConfiguration()
        configuration.rules = settings
        let scope = LintScope(registry: TestRegistry.registry, configuration: configuration)
        return Linter().lint(SourceText(text), path: "p.yaml", kind: .page, scope: scope)?.findings ?? []
    }

    func summary(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    // The suppressible finding these tests use: `rows` on a vertical list is
    // an `ineffective-option` warning at the value (the engine lays the page
    // out anyway). Errors that stop the engine are never suppressed (last tests).

    @Test func disableNextLineSuppressesOnlyTheNextLineAndOnlyThoseRules() {
        let findings = lint(
            """
            page: home
            sections:
              - id: a
                # pagelint:disable-next-line ineffective-option
                layout: {rows: 2}
              - id: b
                layout: {rows: 3}
              - id: c
                # pagelint:disable-next-line unknown-value, ineffective-option
                layout: {rows: 4}
            """)
        #expect(summary(findings) == ["7:20 ineffective-option", "9:34 superfluous-disable"])
    }

    @Test func disableAndEnableBoundARegion() {
        let findings = lint(
            """
            page: home
            # pagelint:disable ineffective-option -- ported sections below
            sections:
              - id: a
                layout: {rows: 1}
              - id: b
                layout: {rows: 2}
            # pagelint:enable ineffective-option
              - id: c
                layout: {rows: 3}
            """)
        #expect(summary(findings) == ["10:20 ineffective-option"])
    }

    @Test func regionsOfOneRuleEachCoverOnlyTheirOwnLines() {
        let findings = lint(
            """
            page: home
            sections:
              - id: a
                layout: {rows: 1}
            # pagelint:disable ineffective-option
              - id: b
                layout: {rows: 2}
            # pagelint:enable ineffective-option
              - id: c
                layout: {rows: 3}
            # pagelint:disable ineffective-option
              - id: d
                layout: {rows: 4}
            # pagelint:enable ineffective-option
              - id: e
                layout: {rows: 5}
            # pagelint:disable ineffective-option
              - id: f
                layout: {rows: 6}
            """)
        #expect(
            summary(findings) == ["4:20 ineffective-option", "10:20 ineffective-option", "16:20 ineffective-option"])
    }

    @Test func aDisableWithoutEnableRunsToTheEndOfTheFile() {
        let findings = lint(
            """
            page: home
            # pagelint:disable ineffective-option
            sections:
              - {id: a, layout: {rows: 2}}
              - {id: b, layout: {rows: 3}}
            """)
        #expect(findings.isEmpty)
    }

    @Test func hashesInsideScalarsAreNotComments() {
        let findings = lint(
            """
            page: home
            title: "# pagelint:disable-next-line ineffective-option"
            sections:
              - id: a
                header: {height: 40, title: 'it''s # pagelint:disable ineffective-option'}
                placeholder: {height: 40, title: "two
                  lines # pagelint:disable ineffective-option"}
                footer:
                  height: 20
                  title: |
                    block # pagelint:disable ineffective-option
                layout: {rows: 2}
            """)
        #expect(summary(findings) == ["12:20 ineffective-option"])
    }

    @Test func aHashGluedToTextIsNotAComment() {
        // `a#b` is one plain scalar in YAML; only ` #` starts a comment.
        let findings = lint(
            "page: home\nsections:\n  - id: a#pagelint:disable-next-line ineffective-option\n    layout: {rows: 2}\n")
        #expect(summary(findings) == ["4:20 ineffective-option"])
    }

    @Test func unknownRulesUnknownDirectivesAndEmptyDirectivesAreReported() {
        let findings = lint(
            """
            page: home
            # pagelint:disable-next-line unknwon-key
            sections: []
            # pagelint:disabel unknown-key
            # pagelint:disable
            """)
        #expect(
            summary(findings) == ["2:30 superfluous-disable", "4:3 superfluous-disable", "5:3 superfluous-disable"])
        #expect(findings[0].suggestion == "unknown-key")
        #expect(findings[1].message.contains("did you mean 'disable'?"))
        #expect(findings[2].message.contains("names no rule"))
    }

    @Test func enablingARuleThatIsNotDisabledAndDisablingTwiceAreReported() {
        let findings = lint(
            """
            page: home
            # pagelint:enable ineffective-option
            # pagelint:disable ineffective-option
            # pagelint:disable ineffective-option
            sections: [{id: a, layout: {rows: 2}}]
            """)
        #expect(summary(findings) == ["2:19 superfluous-disable", "4:20 superfluous-disable"])
    }

    @Test func suppressingARuleThatIsOffIsSuperfluousUnlessThatRuleIsOffToo() {
        let text =
            "page: home\nsections:\n  # pagelint:disable-next-line ineffective-option\n  - {id: a, layout: {rows: 2}}\n"
        #expect(summary(lint(text, settings: [.ineffectiveOption: .off])) == ["3:32 superfluous-disable"])
        #expect(lint(text, settings: [.ineffectiveOption: .off, .superfluousDisable: .off]).isEmpty)
    }

    @Test func suppressionsWorkInFilesThatDoNotParse() {
        // Without a tree, quotes on the line decide whether `#` is a comment;
        // the parse error itself stops the engine, so it stays (below).
        let unmatched = lint("page: home\n# pagelint:disable-next-line invisible-color\nsections: []\n\tbad: 1\n")
        #expect(summary(unmatched) == ["2:30 superfluous-disable", "4:1 yaml-syntax"])
        let quoted = lint("page: home\ntitle: 'a # pagelint:disable-next-line yaml-syntax'\n\tsections: []\n")
        #expect(summary(quoted) == ["3:1 yaml-syntax"])
    }

    // Errors that stop the engine: `quilt layout` refuses these pages, so no
    // comment and no setting may make pagelint pass them (docs/lint.md).

    @Test func anErrorThatStopsTheEngineIsNeverSuppressedAndTheCommentSaysWhy() {
        let findings = lint(
            """
            page: home
            sections:
              - id: a
                # pagelint:disable-next-line unknown-key
                legacyFlag: true
            # pagelint:disable wrong-type
              - {id: b, items: {bad: true}}
            """)
        #expect(
            summary(findings) == [
                "4:34 superfluous-disable", "5:5 unknown-key", "6:20 superfluous-disable", "7:20 wrong-type",
            ])
        #expect(
            findings[0].message.contains("cannot suppress an error that stops the engine"), "\(findings[0].message)")
        #expect(findings[1].severity == .error && findings[1].stopsEngine)
        #expect(findings[3].severity == .error && findings[3].stopsEngine)
        // A parse error too.
        let unparsed = lint("page: home\n# pagelint:disable-next-line yaml-syntax\n\tsections: []\n")
        #expect(summary(unparsed) == ["2:30 superfluous-disable", "3:1 yaml-syntax"])
    }

    @Test func configurationNeverTurnsOffOrLowersAnErrorThatStopsTheEngine() {
        let text = "page: home\nsections:\n  - {id: a, legacyFlag: true, layout: {rows: 2}}\n"
        for setting in [RuleSetting.off, .severity(.warning), .severity(.info)] {
            let findings = lint(text, settings: [.unknownKey: setting, .ineffectiveOption: setting])
            // The warning follows the setting; the error stays an error, with a note.
            let unknown = findings.filter { $0.ruleID == .unknownKey }
            #expect(unknown.count == 1 && unknown.first?.severity == .error, "\(setting): \(findings)")
            #expect(
                unknown.first?.notes.contains { $0.contains("errors that stop the engine are always reported") } == true
            )
            let ineffective = findings.filter { $0.ruleID == .ineffectiveOption }
            #expect(
                ineffective.map(\.severity) == (setting == .off ? [] : [setting == .severity(.info) ? .info : .warning])
            )
        }
        // A refining rule with a lower default reports the engine's error as an error.
        let deprecated = lint("page: home\nsections:\n  - {id: a, layout: {kind: flex, justifyContent: center}}\n")
        #expect(deprecated.allSatisfy { $0.severity == .error || !$0.stopsEngine }, "\(deprecated)")
    }
}
