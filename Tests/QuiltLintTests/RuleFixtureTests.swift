import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// Every rule has a fixture folder `Tests/Fixtures/lint/<rule>/` with a
/// `bad` fixture (markers say each finding expected) and a `good` one (no
/// findings at all).
@Suite("Rule fixtures")
struct RuleFixtureTests {
    static let fixtureRoot = "Tests/Fixtures/lint"

    /// Every rule except those whose problem cannot be written as a file
    /// (`io-error` is tested through the linter and the executable).
    static let rules = LintRuleRegistry.standard.ids.filter { $0 != .ioError }.map(\.rawValue)

    /// The `name` fixture of `rule` (a file or a project folder); nil, with
    /// an issue, when the test registry lacks what it requires.
    static func fixture(_ rule: String, _ name: String) throws -> LintFixture? {
        let candidates = ["\(fixtureRoot)/\(rule)/\(name).yaml", "\(fixtureRoot)/\(rule)/\(name)"]
        let path = try #require(
            candidates.first { FileManager.default.fileExists(atPath: PackagePaths.path($0)) },
            "no \(name) fixture for \(rule)")
        let fixture = LintFixture(path: path)
        let unmet = fixture.unmet(in: TestRegistry.registry)
        guard unmet.isEmpty else {
            Issue.record("\(path) needs \(unmet.joined(separator: ", ")), which TestRegistry does not register")
            return nil
        }
        return fixture
    }

    static func findings(_ path: String) async -> [LintFixture.Expectation] {
        let runner = LintRunner(registry: TestRegistry.registry, currentDirectory: PackagePaths.path())
        let report = await runner.run(paths: [path])
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings.map { finding in
            LintFixture.Expectation(
                file: finding.file, rule: finding.ruleID.rawValue, line: finding.location.line,
                column: finding.location.column,
                endColumn: finding.end.flatMap { $0.line == finding.location.line ? $0.column : nil })
        }
    }

    @Test func badFixtureGivesTheMarkedFindings() async throws {
        try await withEvery("rule", in: Self.rules) { rule in
            guard let fixture = try Self.fixture(rule, "bad") else { return }
            let path = fixture.path
            #expect(fixture.expectations.contains { $0.rule == rule }, "\(path) marks no \(rule) finding")
            let actual = await Self.findings(path)
            // Caret markers check the end column; `at` markers only the start.
            let comparable = actual.map { finding in
                var finding = finding
                if !fixture.expectations.contains(where: {
                    $0.endColumn != nil && $0.file == finding.file && $0.line == finding.line
                        && $0.column == finding.column
                }) {
                    finding.endColumn = nil
                }
                return finding
            }
            #expect(
                Set(comparable) == Set(fixture.expectations),
                "\(path)\nexpected: \(fixture.expectations.sorted())\nfound:    \(comparable.sorted())")
        }
    }

    @Test func goodFixtureIsClean() async throws {
        try await withEvery("rule", in: Self.rules) { rule in
            guard let fixture = try Self.fixture(rule, "good") else { return }
            let actual = await Self.findings(fixture.path)
            #expect(actual.isEmpty, "\(fixture.path): \(actual.sorted())")
        }
    }
}
