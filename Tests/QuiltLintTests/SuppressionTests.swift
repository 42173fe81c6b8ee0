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

    @Test func disableNextLineSuppressesOnlyTheNextLineAndOnlyThoseRules() {
        let findings = lint("""
            page: home
            sections:
              - id: a
                # pagelint:disable-next-line unknown-key
                oldKey: 1
                otherKey: 2
                # pagelint:disable-next-line wrong-type, unknown-key
                items: {bad: true}
            """)
        #expect(summary(findings) == ["6:5 unknown-key", "7:46 superfluous-disable"])
    }

    @Test func disableAndEnableBoundARegion() {
        let findings = lint("""
            page: home
            # pagelint:disable unknown-key -- legacy keys below
            sections:
              - id: a
                one: 1
                two: 2
            # pagelint:enable unknown-key
              - id: b
                three: 3
            """)
        #expect(summary(findings) == ["9:5 unknown-key"])
    }

    @Test func aDisableWithoutEnableRunsToTheEndOfTheFile() {
        let findings = lint("page: home\n# pagelint:disable unknown-key\nsections:\n  - {id: a, x: 1}\n  - {id: b, y: 2}\n")
        #expect(findings.isEmpty)
    }

    @Test func hashesInsideScalarsAreNotComments() {
        let findings = lint("""
            page: home
            title: "# pagelint:disable-next-line unknown-key"
            sections:
              - id: a
                header: {height: 40, title: 'it''s # pagelint:disable unknown-key'}
                placeholder: {height: 40, title: "two
                  lines # pagelint:disable unknown-key"}
                footer:
                  height: 20
                  title: |
                    block # pagelint:disable unknown-key
                extra: 1
            """)
        #expect(summary(findings) == ["12:5 unknown-key"])
    }

    @Test func aHashGluedToTextIsNotAComment() {
        // `a#b` is one plain scalar in YAML; only ` #` starts a comment.
        let findings = lint("page: home\nsections:\n  - id: a#pagelint:disable-next-line unknown-key\n    extra: 1\n")
        #expect(summary(findings) == ["4:5 unknown-key"])
    }

    @Test func unknownRulesUnknownDirectivesAndEmptyDirectivesAreReported() {
        let findings = lint("""
            page: home
            # pagelint:disable-next-line unknwon-key
            sections: []
            # pagelint:disabel unknown-key
            # pagelint:disable
            """)
        #expect(summary(findings) == ["2:30 superfluous-disable", "4:3 superfluous-disable", "5:3 superfluous-disable"])
        #expect(findings[0].suggestion == "unknown-key")
        #expect(findings[1].message.contains("did you mean 'disable'?"))
        #expect(findings[2].message.contains("names no rule"))
    }

    @Test func enablingARuleThatIsNotDisabledAndDisablingTwiceAreReported() {
        let findings = lint("""
            page: home
            # pagelint:enable unknown-key
            # pagelint:disable unknown-key
            # pagelint:disable unknown-key
            sections: [{id: a, x: 1}]
            """)
        #expect(summary(findings) == ["2:19 superfluous-disable", "4:20 superfluous-disable"])
    }

    @Test func suppressingARuleThatIsOffIsSuperfluousUnlessThatRuleIsOffToo() {
        let text = "page: home\nsections:\n  # pagelint:disable-next-line unknown-key\n  - {id: a, x: 1}\n"
        #expect(summary(lint(text, settings: [.unknownKey: .off])) == ["3:32 superfluous-disable"])
        #expect(lint(text, settings: [.unknownKey: .off, .superfluousDisable: .off]).isEmpty)
    }

    @Test func suppressionsWorkInFilesThatDoNotParse() {
        // A tab in indentation: the parse error is at 3:1.
        #expect(lint("page: home\n# pagelint:disable-next-line yaml-syntax\n\tsections: []\n").isEmpty)
        let unmatched = lint("page: home\n# pagelint:disable-next-line yaml-syntax\nsections: []\n\tbad: 1\n")
        #expect(summary(unmatched) == ["2:30 superfluous-disable", "4:1 yaml-syntax"])
        // Without a tree, quotes on the line decide whether `#` is a comment.
        let quoted = lint("page: home\ntitle: 'a # pagelint:disable-next-line yaml-syntax'\n\tsections: []\n")
        #expect(summary(quoted) == ["3:1 yaml-syntax"])
    }
}
