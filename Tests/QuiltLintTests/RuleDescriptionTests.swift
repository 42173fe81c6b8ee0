import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// Every rule documents itself, and its documented examples behave as documented.
@Suite("Rule descriptions")
struct RuleDescriptionTests {
    static let descriptions = LintRuleRegistry.standard.descriptions

    /// Rules whose examples are not a lone page: an unreadable file, files
    /// of a project, fonts a project registers (their fixtures are project folders).
    static let contextualRules: Set<DiagnosticCode> = [
        .ioError, .unreachablePage, .duplicateRegistration, .layoutCycle, .unmatchedGlob, .unknownFont, .badFont,
        .missingGlyph, .loadFailed,
    ]

    func lint(_ text: String) -> [LintFinding] {
        let result = Linter().lint(
            SourceText(text), path: "example.yaml", kind: nil, scope: LintScope(registry: TestRegistry.registry))
        return result?.findings ?? []
    }

    @Test func descriptionIsComplete() async throws {
        try await withEvery("id", in: Self.descriptions.map(\.id)) { id in
            let rule = try #require(Self.descriptions.first { $0.id == id })
            #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "ids are kebab-case")
            #expect(!rule.rationale.isEmpty && !rule.rationale.contains("\n"), "the rationale is one line")
            #expect(!rule.details.isEmpty)
            #expect(!rule.badExample.isEmpty && !rule.goodExample.isEmpty)
            #expect(rule.badExample != rule.goodExample)
            #expect(rule.markdown.contains(rule.badExample.trimmingCharacters(in: .newlines)))
        }
    }

    @Test func badExampleIsReportedAndGoodExampleIsClean() async throws {
        try await withEvery("id", in: Self.descriptions.map(\.id).filter { !Self.contextualRules.contains($0) }) { id in
            let rule = try #require(Self.descriptions.first { $0.id == id })
            let bad = lint(rule.badExample)
            #expect(bad.contains { $0.ruleID == id }, "bad example of \(id) gives \(bad)")
            let good = lint(rule.goodExample)
            #expect(good.isEmpty, "good example of \(id) gives \(good)")
        }
    }

    @Test func everyRuleIsInItsOwnFileWithALintDocComment() throws {
        let root = PackagePaths.path("Modules/QuiltLint/Rules")
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter {
            $0.hasSuffix("Rule.swift") && $0 != "LintRule.swift"
        }
        #expect(files.count == Self.descriptions.count, "one file per rule")
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            #expect(text.contains("/// Lint: "), "\(file) has no /// Lint: doc comment")
            #expect(
                text.components(separatedBy: "static let description = LintRuleDescription(").count == 2,
                "\(file) declares one rule")
        }
    }

    @Test func idsAreUniqueAndDecoderCodesKeepTheirNames() {
        let ids = Self.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        // Codes documented in docs/page-format.md are rule ids unchanged.
        for code in [
            "yaml-syntax", "yaml-multiple-documents", "yaml-limit", "duplicate-key", "missing-key", "unknown-key",
            "wrong-type", "unknown-value", "out-of-range", "conflicting-keys", "unknown-layout", "unknown-component",
            "duplicate-section-id", "ineffective-option", "span-exceeds-grid",
        ] {
            #expect(ids.contains(DiagnosticCode(code)), "\(code)")
        }
    }

    @Test func registeringADuplicateIDIsRefused() {
        var registry = LintRuleRegistry.standard
        #expect(throws: LintRuleError.duplicateID(.unknownKey)) {
            try registry.register(DuplicateUnknownKey())
        }
    }

    /// A rule that reuses a built-in id.
    struct DuplicateUnknownKey: LintRule {
        static let description = LintRuleDescription(
            id: .unknownKey, severity: .error, rationale: "r", details: "d", badExample: "b", goodExample: "g")
    }
}

/// docs/lint.md carries every rule's documentation as `pagelint explain`
/// prints it (heading one level down). After changing a description,
/// regenerate that part of the page: for each id of `pagelint rules`,
/// `pagelint explain ID | sed '1s/^# /### /'`.
@Suite("Rule documentation page")
struct RuleDocumentationPageTests {
    @Test func docsCarryTheRulesDocumentation() async throws {
        try await withEvery("id", in: LintRuleRegistry.standard.descriptions.map(\.id)) { id in
            let page = try String(contentsOfFile: PackagePaths.path("docs/lint.md"), encoding: .utf8)
            let rule = try #require(LintRuleRegistry.standard.rule(id))
            let markdown = type(of: rule).description.markdown
            #expect(page.contains("#" + "##" + markdown.dropFirst()), "docs/lint.md is out of date for \(id)")
        }
    }
}
