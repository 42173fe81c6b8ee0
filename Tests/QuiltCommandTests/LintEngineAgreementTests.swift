import Foundation
import Testing
import QuiltTestSupport

/// `pagelint` and `quilt layout` on the same files say the same: a page
/// pagelint passes is a page the engine lays out, and each problem is
/// reported once, at its place, by both.
@Suite("pagelint agrees with quilt layout")
struct LintEngineAgreementTests {
    /// Both tools on `page` (a path in `folder`): their exit statuses and what they printed.
    static func both(_ page: String, in folder: TemporaryDirectory, lintArguments: [String] = [])
        async throws -> (lint: CommandRunner.Result, layout: CommandRunner.Result)
    {
        let lint = try await CommandRunner.run("pagelint", lintArguments + [folder.path(page)])
        let layout = try await CommandRunner.run("quilt", ["layout", folder.path(page)])
        return (lint, layout)
    }

    @Test func aSuppressionCommentCannotMakePagelintPassAPageTheEngineRejects() async throws {
        let folder = try TemporaryDirectory(files: [
            "home.yaml": """
            page: home
            sections:
              - id: a
                # pagelint:disable-next-line unknown-key -- the old app reads it
                legacyFlag: true
            """,
            ".pagelint.yml": "rules: {unknown-key: off}\n",
        ])
        defer { folder.remove() }
        let (lint, layout) = try await Self.both("home.yaml", in: folder)
        #expect(layout.status == 1, "\(layout.stderr)")
        #expect(lint.status == 1, "\(lint.stdout)")
        #expect(
            lint.stdout.contains("home.yaml:5:5: error: unknown key 'legacyFlag' in section 'a' [unknown-key]"),
            "\(lint.stdout)")
        #expect(lint.stdout.contains("cannot suppress an error that stops the engine"), "\(lint.stdout)")
        #expect(layout.stderr.contains("home.yaml:5:5: error: unknown key 'legacyFlag' in section 'a' [unknown-key]"))
    }
}
