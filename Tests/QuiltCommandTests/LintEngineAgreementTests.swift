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

    /// A page whose data file is missing, not UTF-8 or not JSON passed
    /// pagelint and failed `quilt layout`; now both report the request's
    /// `load-failed` error at the same place, and a suppression cannot hide it.
    @Test func aDataFileTheEngineCannotLoadFailsPagelintToo() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "pages/missing.yaml": """
            page: missing
            module: {kind: single, request: {id: feed, url: data/feed.json, items: /list}}
            sections: [{id: feed, source: feed}]
            """,
            "pages/suppressed.yaml": """
            page: suppressed
            module:
              kind: single
              # pagelint:disable-next-line load-failed
              request: {id: feed, url: data/gone.json, items: /list}
            sections: [{id: feed, source: feed}]
            """,
            "pages/latin1.yaml": """
            page: latin1
            module: {kind: single, request: {id: feed, url: data/latin1.json, items: /list}}
            sections: [{id: feed, source: feed}]
            """,
            "pages/fine.yaml": """
            page: fine
            module: {kind: single, request: {id: feed, url: data/fine.json, items: /list}}
            sections: [{id: feed, source: feed}]
            """,
            "data/fine.json": #"{"list": [{"id": "a"}]}"#,
        ])
        defer { folder.remove() }
        // "café" in Latin-1: byte 0xE9 where UTF-8 needs two bytes.
        try Data(#"{"list": [{"id": "caf"#.utf8 + [0xE9] + #""}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder.path("data/latin1.json")))
        let expected = [
            "missing.yaml": "missing.yaml:2:38: error: request 'feed' (data/feed.json): no file 'data/feed.json'",
            "suppressed.yaml": "suppressed.yaml:5:17: error: request 'feed' (data/gone.json): no file 'data/gone.json'",
            "latin1.yaml": "latin1.yaml:2:38: error: request 'feed' (data/latin1.json): the response is not JSON: "
                + "invalid UTF-8 at line 1, column 22 (byte 0xE9 at offset 21) [load-failed]",
        ]
        for (page, line) in expected {
            let (lint, layout) = try await Self.both("pages/" + page, in: folder)
            #expect(layout.status == 1, "\(page): \(layout.stderr)")
            #expect(layout.stderr.contains(line), "\(page): \(layout.stderr)")
            #expect(lint.status == 1, "\(page): \(lint.stdout)")
            #expect(lint.stdout.contains(line), "\(page): \(lint.stdout)")
        }
        let (lint, layout) = try await Self.both("pages/fine.yaml", in: folder)
        #expect(layout.status == 0 && lint.status == 0, "\(layout.stderr)\(lint.stdout)")
    }
}
