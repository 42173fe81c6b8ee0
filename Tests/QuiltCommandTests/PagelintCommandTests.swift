import Foundation
import Testing
import QuiltTestSupport

@Suite("pagelint")
struct PagelintCommandTests {
    static let corpus = "Tests/Fixtures/lint"

    /// The human report of a clean run (`--strict` over the examples is in `ExamplePagesTests`).
    @Test func theExamplesAreClean() async throws {
        let result = try await CommandRunner.run("pagelint", PackagePaths.exampleProject)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("No problems in "), "\(result.stdout)")
    }

    @Test func errorFindingsExitOne() async throws {
        let result = try await CommandRunner.run("pagelint", ["\(Self.corpus)/unknown-key/bad.yaml"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(Self.corpus)/unknown-key/bad.yaml:2:1: error: unknown key 'titel' in the page [unknown-key]"))
        #expect(result.stderr.isEmpty)
    }

    @Test func warningsPassUnlessStrict() async throws {
        let path = "\(Self.corpus)/scrolling-on-vertical/bad.yaml"
        let relaxed = try await CommandRunner.run("pagelint", [path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning:"))
        let strict = try await CommandRunner.run("pagelint", ["--strict", path])
        #expect(strict.status == 1)
    }

    @Test func aMissingPathExitsTwoAndTheOtherFilesAreStillLinted() async throws {
        let result = try await CommandRunner.run(
            "pagelint", ["no/such/page.yaml", "\(Self.corpus)/unknown-key/bad.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("pagelint: error: no/such/page.yaml: no such file or directory"))
        #expect(result.stdout.contains("[unknown-key]"))
    }

    @Test(arguments: [
        ["--format", "xml", "Examples"], ["--no-such-flag"], ["explain", "no-such-rule"],
        ["lint", "--color", "sometimes"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let result = try await CommandRunner.run("pagelint", arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("Error:") || result.stderr.contains("error:"))
    }

    /// The default subcommand is `check` (alias `lint`): a usage error under
    /// `quilt lint` names `quilt lint check`, never "quilt lint lint".
    @Test func usageLinesNameTheDefaultSubcommandOnce() async throws {
        let quilt = try await CommandRunner.run("quilt", ["lint", "--no-such-flag"])
        #expect(quilt.status == 2 || quilt.status == 64, "\(quilt.stderr)")
        #expect(quilt.stderr.contains("Usage: quilt lint check [<paths> ...]"), "\(quilt.stderr)")
        #expect(!quilt.stderr.contains("lint lint"), "\(quilt.stderr)")
        for spelling in ["check", "lint"] {
            let result = try await CommandRunner.run("pagelint", [spelling, "Examples/pages/lists.yaml"])
            #expect(result.status == 0, "\(spelling): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasPrefix("No problems in 1 file"), "\(spelling): \(result.stdout)")
        }
    }

    @Test func aFileThatCannotBeReadIsAFindingAndTheRunGoesOn() async throws {
        #if os(Linux)
        // Reading /proc/self/mem from the start fails (EIO): an unreadable file.
        let result = try await CommandRunner.run("pagelint", ["/proc/self/mem", "Examples/pages/lists.yaml"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("/proc/self/mem:1:1: error: cannot read file: Input/output error [io-error]"))
        #expect(result.stdout.contains("in 1 of 2 files"))
        #endif
    }

    @Test func aFileThatDoesNotParseIsAFindingAndTheRunGoesOn() async throws {
        let result = try await CommandRunner.run(
            "pagelint", ["--format", "json", "Tests/Fixtures/bad/tab-indentation.yaml", "Examples/pages/lists.yaml"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["files"] as? [String] == ["Examples/pages/lists.yaml", "Tests/Fixtures/bad/tab-indentation.yaml"])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["yaml-syntax"])
    }

    @Test func githubFormatSwitchesOnInGitHubActions() async throws {
        let path = "\(Self.corpus)/unknown-value/bad.yaml"
        let result = try await CommandRunner.run("pagelint", [path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "::error file=\(path),line=4,col=35,endLine=4,endColumn=44,title=pagelint (unknown-value)::"
                + "unknown value 'horizontl': expected one of vertical, horizontal (did you mean 'horizontal'?)\n")
        let explicit = try await CommandRunner.run(
            "pagelint", ["--format", "human", path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(explicit.stdout.contains("error: unknown value"))
    }

    @Test func colourFollowsTheTerminalAndNoColor() async throws {
        let path = "\(Self.corpus)/unknown-value/bad.yaml"
        let piped = try await CommandRunner.run("pagelint", [path])
        #expect(!piped.stdout.contains("\u{1B}["))
        let forced = try await CommandRunner.run("pagelint", ["--color", "always", path])
        #expect(forced.stdout.contains("\u{1B}[1;31merror:"))
        // A pseudo-terminal through script(1), where available.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let command = CommandRunner.productsDirectory.appendingPathComponent("pagelint").path + " " + path
        let terminal = try await CommandRunner.script([
            "env", "-u", "NO_COLOR", "TERM=xterm", "script", "-qec", command, "/dev/null",
        ])
        #expect(terminal.stdout.contains("\u{1B}[1;31merror:"))
        let noColor = try await CommandRunner.script([
            "env", "NO_COLOR=1", "TERM=xterm", "script", "-qec", command, "/dev/null",
        ])
        #expect(!noColor.stdout.contains("\u{1B}["), "\(noColor.stdout)")
    }

    @Test func rulesListsEveryRuleAndExplainDocumentsOne() async throws {
        let rules = try await CommandRunner.run("pagelint", ["rules"])
        #expect(rules.status == 0)
        let lines = rules.stdout.split(separator: "\n")
        #expect(lines.count >= 27)
        #expect(
            lines.contains { $0.hasPrefix("deprecated-option ") && $0.contains(" warning ") && $0.contains(" fix ") })
        let explain = try await CommandRunner.run("pagelint", ["explain", "scrolling-on-vertical"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("# scrolling-on-vertical\n"))
        #expect(explain.stdout.contains("layout: {kind: list, scrolling: paging}"))
        #expect(explain.stdout.contains("layout: {kind: list, arrange: horizontal, scrolling: paging}"))
    }

    @Test func fixRewritesFilesAndReportsWhatItChangedAndWhatRemains() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let page = directory.url.appendingPathComponent("home.yaml")
        try Data(
            "page: home\nsections:\n  - layout: {kind: list, arrange: horizontal, row: 2}  # keep me\n    extra: 1\n"
                .utf8
        ).write(to: page)
        let result = try await CommandRunner.run("pagelint", ["--fix", page.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("fixed \(page.path):3:47: renamed 'row' to 'rows' [deprecated-option]"))
        #expect(result.stdout.contains("unknown key 'extra'"))
        #expect(
            try String(contentsOf: page, encoding: .utf8).contains(
                "{kind: list, arrange: horizontal, rows: 2}  # keep me"))
    }

    @Test func outputIsTheSameOnEveryRun() async throws {
        let first = try await CommandRunner.run("pagelint", ["--format", "json", Self.corpus])
        let second = try await CommandRunner.run("pagelint", ["--format", "json", Self.corpus])
        #expect(first.stdout == second.stdout)
        #expect(first.status == 1)
    }

    @Test func outputFileReceivesTheReport() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pagelint-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CommandRunner.run(
            "pagelint", ["--format", "sarif", "-o", output.path] + PackagePaths.exampleProject)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"version\" : \"2.1.0\""))
    }
}
