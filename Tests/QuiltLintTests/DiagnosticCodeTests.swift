import Foundation
import Quilt
import Testing

/// Diagnostic codes are declared once, as `DiagnosticCode` constants in each
/// module's `DiagnosticCode+….swift`, and every emitter and lint rule uses
/// the constants: a rule cannot drift from the code it reports.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Codes that no lint rule reports, and why.
    static let codesWithoutRules: Set<DiagnosticCode> = [
        .nonFiniteFrame,  // a family written in code overflowing at layout time; the linter never lays pages out
        .yamlUnsupported,  // the reader without libyaml (WebAssembly); pagelint reads every file with libyaml too
    ]

    /// Every Swift file under `folder`, as (path relative to the package, lines).
    static func sources(in folder: String) -> [(path: String, lines: [Substring])] {
        let base = root + "/" + folder
        let paths = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { return nil }
            return (folder + "/" + path, text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// The built-in declarations: (constant, spelling, file).
    static func declarations() -> [(name: String, spelling: String, file: String)] {
        let pattern = /public static let (\w+) = DiagnosticCode\("([^"]*)"\)/
        return sources(in: "Modules").flatMap { file in
            file.lines.compactMap { line in
                guard !line.drop(while: { $0 == " " }).hasPrefix("///") else { return nil }
                return line.firstMatch(of: pattern).map { (String($0.1), String($0.2), file.path) }
            }
        }
    }

    @Test func codesAreDeclaredOnlyInTheModulesCodeLists() {
        let declarations = Self.declarations()
        #expect(declarations.count >= 30, "the declarations were not found: \(declarations.count)")
        for declaration in declarations {
            let file = (declaration.file as NSString).lastPathComponent
            #expect(file.hasPrefix("DiagnosticCode+"), "\(declaration.name) is declared in \(declaration.file)")
        }
        // Emitters and rules name constants; a spelled-out code elsewhere would be a second source.
        for folder in ["Modules", "Apps", "Tools"] {
            for file in Self.sources(in: folder) where !file.path.contains("/DiagnosticCode") {
                for (number, line) in file.lines.enumerated() where line.contains("DiagnosticCode(\"") {
                    let trimmed = line.drop(while: { $0 == " " })
                    #expect(trimmed.hasPrefix("///"), "\(file.path):\(number + 1) spells a code: use a constant")
                }
            }
        }
    }

    @Test func spellingsAreKebabCaseAndUnique() {
        var seen: [String: String] = [:]
        for declaration in Self.declarations() {
            let spelling = declaration.spelling
            #expect(
                !spelling.isEmpty && spelling.first != "-" && spelling.last != "-" && !spelling.contains("--")
                    && spelling.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber || $0 == "-" },
                "\(declaration.name) is spelled '\(spelling)'")
            if let other = seen.updateValue(declaration.name, forKey: spelling) {
                Issue.record("'\(spelling)' is declared by \(other) and \(declaration.name)")
            }
        }
    }

    @Test func everyCodeHasARuleAndEveryRuleIsADeclaredCode() {
        let declared = Set(Self.declarations().map { DiagnosticCode($0.spelling) })
        let ruleIDs = Set(LintRuleRegistry.standard.ids)
        #expect(
            ruleIDs.subtracting(declared).isEmpty,
            "rule ids that are not declared codes: \(ruleIDs.subtracting(declared).sorted())")
        #expect(
            declared.subtracting(ruleIDs) == Self.codesWithoutRules,
            "codes without a lint rule: \(declared.subtracting(ruleIDs).sorted()); add a rule or list the code here")
    }

    @Test func codesPrintAsTheirSpelling() throws {
        let diagnostic = Diagnostic(
            .warning, code: .spanExceedsGrid, "a span of 4 columns is clamped to 3",
            at: SourceLocation(file: "p.yaml", line: 3, column: 9))
        #expect(
            diagnostic.description == "p.yaml:3:9: warning: a span of 4 columns is clamped to 3 [span-exceeds-grid]")
        #expect(DiagnosticCode.outOfRange.rawValue == "out-of-range")
        #expect(DiagnosticCode(rawValue: "out-of-range") == .outOfRange)
        // A plugin's own code is a code like any other.
        #expect(DiagnosticCode("badge-too-wide") == DiagnosticCode(rawValue: "badge-too-wide"))
        #expect(DiagnosticCode.outOfRange < DiagnosticCode.unknownKey)
    }
}
