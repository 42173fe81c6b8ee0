import Foundation
import Quilt
import QuiltGeneration
import QuiltTestSupport
import Testing

/// Every output format on the broken-page corpus (`Tests/Fixtures/lint`):
/// checked against its specification and against golden files.
///
/// Regenerate the golden files after an intended change with
/// `swift run quilt-generate`, and review the diff. The golden files hold
/// ``KnownLayouts/placeholder`` where a note lists `Registry.standard`'s
/// layouts, so a new family changes none.
@Suite("pagelint output formats")
struct PagelintFormatTests {
    static let corpus = Generator.corpus
    static let golden = Generator.golden
    static let formats = Generator.goldenReports

    static func output(_ format: String) async throws -> String {
        let result = try await CommandRunner.run(
            "pagelint", ["--format", format, corpus], environment: ["GITHUB_ACTIONS": "false"])
        #expect(result.status == 1, "\(result.stderr)")
        return result.stdout
    }

    static func temporaryFile(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pagelint-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test(arguments: formats.map(\.format))
    func outputMatchesItsGoldenFile(format: String) async throws {
        let name = try #require(Self.formats.first { $0.format == format }?.file)
        let path = PackagePaths.root.appendingPathComponent("\(Self.golden)/\(name)")
        let text = await KnownLayouts.normalizing(try Self.output(format), names: Registry.standard.layoutNames)
        let expected = try String(contentsOf: path, encoding: .utf8)
        #expect(
            text == expected,
            "pagelint --format \(format) \(Self.corpus) differs from \(Self.golden)/\(name): swift run quilt-generate"
        )
    }

    @Test(.needsSchemaValidator) func jsonValidatesAgainstTheReportSchema() async throws {
        let file = try await Self.temporaryFile(try Self.output("json"), suffix: ".json")
        defer { try? FileManager.default.removeItem(at: file) }
        let validation = try SchemaValidator.validate([file.path], against: "Schemas/lint-report.schema.json")
        #expect(validation.status == 0, "\(validation.output)")
    }

    @Test(.needsSchemaValidator) func sarifValidatesAgainstTheSARIFSchema() async throws {
        let text = try await Self.output("sarif")
        let file = try Self.temporaryFile(text, suffix: ".sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let validation = try SchemaValidator.validate(
            [file.path], against: "Tests/Fixtures/sarif/sarif-2.1.0.schema.json")
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("1 passed, 0 failed"))
    }

    @Test func sarifHasWhatCodeScanningNeeds() async throws {
        let log = try await #require(
            try JSONSerialization.jsonObject(with: Data(Self.output("sarif").utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "pagelint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("unknown-key"))
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["markdown"] != nil })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect((artifact["uri"] as? String)?.hasPrefix("Tests/Fixtures/lint/") == true)
            let region = try #require(location["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
        }
    }

    @Test func githubAnnotationsHaveTheWorkflowCommandSyntax() async throws {
        let text = try await Self.output("github")
        let pattern = try Regex(
            #"^::(error|warning|notice) file=[^,:]+,line=\d+,col=\d+(,endLine=\d+,endColumn=\d+)?,title=pagelint \([a-z0-9-]+\)::[^\r\n]+$"#
        )
        for line in text.split(separator: "\n") {
            #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        }
    }

    @Test(.needsPython) func junitIsWellFormedWithACasePerFile() async throws {
        let file = try await Self.temporaryFile(try Self.output("junit"), suffix: ".xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let check = try await CommandRunner.script([
            "python3", "-c",
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find('testsuite')
            cases = suite.findall('testcase')
            failing = [c for c in cases if c.find('failure') is not None]
            assert root.tag == 'testsuites' and int(suite.get('tests')) == len(cases), 'counts'
            assert int(suite.get('failures')) == len(failing), 'failures'
            assert all(f.get('type') and f.get('message') for c in failing for f in c.findall('failure')), 'failure attributes'
            assert len({c.get('name') for c in cases}) == len(cases), 'one case per file'
            print(len(cases), 'cases,', len(failing), 'failing')
            """, file.path,
        ])
        #expect(check.status == 0, "\(check.stdout)")
    }
}
