import Foundation
import Quilt
import QuiltTestSupport
import Testing
import QuiltTestSupport

@Suite("quilt layout with modules")
struct LoadingCommandTests {
    private func itemIDs(_ stdout: String, section: String) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        let found = try #require(sections.first { $0["id"] as? String == section })
        return (found["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func theFeedExampleShowsTwoPagesAfterOneLoadMore() async throws {
        let first = try await CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--compact"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try itemIDs(first.stdout, section: "feed") == ["f1", "f2", "f3", "f4"])
        #expect(try itemIDs(first.stdout, section: "banners") == ["b1", "b2", "b3"])
        let more = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/feed.yaml", "--load-more", "1", "--compact"])
        #expect(more.status == 0, "\(more.stderr)")
        #expect(try itemIDs(more.stdout, section: "feed") == ["f1", "f2", "f3", "f4", "f5", "f6", "f7"])
        #expect(more.stderr.isEmpty)
    }

    @Test func loadingMoreThanThereIsWarnsAndStillLaysOut() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/feed.yaml", "--load-more", "3", "--compact"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: --load-more 3: nothing more to load after 1 more page(s)"))
        #expect(try itemIDs(result.stdout, section: "feed").count == 7)
    }

    @Test func everyModuleKindExampleLoads() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/modules.yaml", "--load-more", "1", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try itemIDs(result.stdout, section: "follows") == ["u2", "u3"])
        #expect(try itemIDs(result.stdout, section: "picks") == ["p3", "p4"])
        #expect(try itemIDs(result.stdout, section: "news") == ["n1", "n2", "n3"])
        #expect(try itemIDs(result.stdout, section: "posts") == ["t5", "t4", "t3", "t2"])
    }

    @Test(arguments: [
        ("http-offline.yaml", "4:17", "HTTP is off (offline)", ["--offline"]),
        ("missing-data.yaml", "5:12", "no file 'no-such-file.json'", []),
    ])
    func aFailedRequestIsALocatedErrorAndExitsOne(file: String, position: String, message: String, extra: [String])
        async throws
    {
        let path = "Tests/Fixtures/bad/\(file)"
        let result = try await CommandRunner.run("quilt", ["layout", path, "--compact"] + extra)
        #expect(result.status == 1, "\(result.stderr)")
        // The layout is still written: the section with nothing loaded.
        #expect(try itemIDs(result.stdout, section: "list") == [])
        #expect(result.stderr.hasPrefix("\(path):\(position): error: request '"), "\(result.stderr)")
        #expect(result.stderr.contains(message))
        #expect(result.stderr.contains("[load-failed]"))
    }

    /// A paged feed whose second page fails: `layout` and `render` still
    /// write the first page's items, print the located error and exit 1;
    /// `--load-more 1` and `--intent loadMore` agree.
    @Test func aLaterPageThatFailsStillWritesWhatLoaded() async throws {
        let project = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "pages/paged.yaml": """
            page: paged
            module:
              kind: single
              request: {id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1, hasMore: /more}}
            sections:
              - {id: feed, source: feed, layout: {kind: list, itemRatio: {absolute: 40}}}

            """,
            "data/feed-1.json": #"{"list": [{"id": "a"}, {"id": "b"}], "more": true}"#,
        ])
        defer { project.remove() }
        let page = project.path("pages/paged.yaml")
        for loading in [["--load-more", "1"], ["--intent", "loadMore"]] {
            let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"] + loading)
            #expect(result.status == 1, "\(loading): \(result.stderr)")
            #expect(try itemIDs(result.stdout, section: "feed") == ["a", "b"], "\(loading)")
            #expect(result.stderr.contains("\(page):4:"), "\(loading): \(result.stderr)")
            #expect(
                result.stderr.contains("no file 'data/feed-2.json'") && result.stderr.contains("[load-failed]"),
                "\(loading): \(result.stderr)")
        }
        let output = project.path("out.html")
        let rendered = try await CommandRunner.run("quilt", ["render", page, "--intent", "loadMore", "-o", output])
        #expect(rendered.status == 1, "\(rendered.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains("data-item=\"a\"") && html.contains("data-item=\"b\""))

        // With the second page there, both load; one more is a warning.
        try project.write("data/feed-2.json", #"{"list": [{"id": "c"}], "more": false}"#)
        let mended = try await CommandRunner.run(
            "quilt", ["layout", page, "--compact", "--intent", "loadMore", "--intent", "loadMore"])
        #expect(mended.status == 0, "\(mended.stderr)")
        #expect(try itemIDs(mended.stdout, section: "feed") == ["a", "b", "c"])
        #expect(mended.stderr.contains("warning: intent 2 (loadMore): nothing more to load"), "\(mended.stderr)")
    }

    /// `--intent` runs the loader's intents in order, after the initial load.
    @Test func intentsRunInOrder() async throws {
        let pageTwo = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/feed.yaml", "--compact", "--intent", "page:2"])
        #expect(pageTwo.status == 0, "\(pageTwo.stderr)")
        #expect(try itemIDs(pageTwo.stdout, section: "feed") == ["f5", "f6", "f7"])
        let refreshed = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/feed.yaml", "--compact", "--intent", "loadMore", "--intent", "refresh"])
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(try itemIDs(refreshed.stdout, section: "feed") == ["f1", "f2", "f3", "f4"])
        let nothing = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/feed.yaml", "--compact", "--intent", "retry"])
        #expect(nothing.status == 0)
        #expect(nothing.stderr.contains("warning: intent 1 (retry): nothing failed"), "\(nothing.stderr)")
        for wrong in ["more", "page:-1", "autoupdate"] {
            let refused = try await CommandRunner.run(
                "quilt", ["layout", "Examples/pages/feed.yaml", "--intent", wrong])
            #expect(
                refused.status != 0 && refused.stderr.contains("--intent must be one of"), "\(wrong): \(refused.stderr)"
            )
        }
    }

    @Test func negativeLoadMoreIsAUsageError() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--load-more=-1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--load-more must be a whole number from 0 to 1,000, found -1"))
    }

    /// A section pointer that leads to no array in a data file is a
    /// warning at the nearest value there; the section has no items.
    @Test func aSectionPointerToNoArrayIsALocatedWarning() async throws {
        let project = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "pages/home.yaml": """
            page: home
            module: {kind: single, request: {id: home, url: data/home.json}}
            sections:
              - {id: banners, source: {request: home, items: /data/banners}}
              - {id: hot, source: {request: home, items: /data/hot}}
              - {id: missing, source: {request: home, items: /data/nothing}}

            """,
            "data/home.json": "{\"data\": {\n  \"banners\": [{\"id\": \"b1\"}],\n  \"hot\": {\"id\": \"h1\"}\n}}\n",
        ])
        defer { project.remove() }
        let result = try await CommandRunner.run("quilt", ["layout", project.path("pages/home.yaml"), "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try itemIDs(result.stdout, section: "banners") == ["b1"])
        #expect(try itemIDs(result.stdout, section: "hot") == [])
        #expect(
            result.stderr.contains(
                "data/home.json:3:10: warning: '/data/hot' is an object, not an array of items: section 'hot' gets none [wrong-type]"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "data/home.json:1:10: warning: no value at '/data/nothing': section 'missing' gets no items from this response [missing-key]"
            ), "\(result.stderr)")
    }
}

/// Data a section's component kind finds fault with once loaded: warnings
/// that name where the bad value is, while the page is laid out and drawn
/// with every item (Tests/Fixtures/projects/loaded-data).
@Suite("Problems in loaded data")
struct LoadedDataCommandTests {
    static let project = "Tests/Fixtures/projects/loaded-data"
    static let fileWarning = """
        \(project)/data/products.json:3:45: warning: field 'price' of component 'product' must be a number, found a string [wrong-type]
          note: item 1 of request 'products' in section 'products'

        """

    @Test func aBadItemInADataFileIsAWarningAtItsValueAndIsKept() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "\(Self.project)/pages/shop.yaml", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == Self.fileWarning)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        #expect((section["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["p1", "p2", "p3"])

        for format in ["html", "svg"] {
            let rendered = try await CommandRunner.run(
                "quilt", ["render", "\(Self.project)/pages/shop.yaml", "--format", format])
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(rendered.stderr == Self.fileWarning)
            #expect(!rendered.stdout.isEmpty)
        }
    }

    /// `--strict` turns those warnings into exit status 1, after the output
    /// is written; a clean page stays 0.
    @Test func strictExitsWithStatus1OnWarningsAndStillWrites() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quilt-strict-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try await CommandRunner.run(
            "quilt", ["layout", "\(Self.project)/pages/shop.yaml", "--strict", "-o", output])
        #expect(result.status == 1)
        #expect(result.stderr == Self.fileWarning + "error: --strict: 1 warning(s)\n")
        #expect(FileManager.default.fileExists(atPath: output))

        let rendered = try await CommandRunner.run("quilt", ["render", "\(Self.project)/pages/shop.yaml", "--strict"])
        #expect(rendered.status == 1)
        #expect(rendered.stdout.hasPrefix("<!DOCTYPE html>"))

        let clean = try await CommandRunner.run("quilt", ["layout", "Examples/pages/lists.yaml", "--strict"])
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    /// The same item written in the page is an error: the page's author can fix it.
    @Test func theSameItemInlineIsAnError() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "\(Self.project)/pages/inline.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "\(Self.project)/pages/inline.yaml:8:41: error: field 'price' of component 'product' must be a number, found a string [wrong-type]"
            ))
    }

    /// Over HTTP there is no file to point into: the warning is at the
    /// request in the page and names the request, the URL and the pointer.
    @Test(.needsPython) func aBadItemOverHTTPIsAWarningAtTheRequest() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("pages"), withIntermediateDirectories: true)
        let fixture = PackagePaths.root.appendingPathComponent(Self.project)
        for file in ["quilt.yml", "components"] {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(file), to: folder.url.appendingPathComponent(file))
        }
        let server = try RunningCommand(
            url: URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory",
                fixture.appendingPathComponent("data").path,
            ])
        defer { _ = server.stop(with: SIGKILL, deadline: 5) }
        let port = try #require(
            await server.waitForOutput(deadline: 20, { $0.firstMatch(of: /port (\d+)/).map { String($0.1) } }),
            "python3's http.server did not start: \(server.stderr)")
        let url = "http://127.0.0.1:\(port)/products.json"
        let page = folder.url.appendingPathComponent("pages/remote.yaml").path
        try Data(
            """
            page: remote
            module:
              kind: single
              request: {id: products, url: "\(url)", items: /products}
            sections: [{id: products, component: product, source: products}]
            """.utf8
        ).write(to: URL(fileURLWithPath: page))
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == """
                \(page):4:17: warning: request 'products' (\(url)) at /products/1/price: field 'price' of component 'product' must be a number, found a string [wrong-type]
                  note: item 1 of request 'products' in section 'products'

                """)
        #expect(result.stdout.contains("\"id\":\"p2\""))
    }

    /// A key written twice in one object of a data file kept the last value
    /// without a word; it is a `duplicate-key` warning where it was written,
    /// as a YAML file's is an error.
    @Test func aKeyWrittenTwiceInADataFileIsALocatedWarning() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: pages/*.yaml\n",
            "pages/p.yaml": """
            page: p
            module: {kind: single, request: {id: feed, url: data/feed.json, items: /list}}
            sections: [{id: a, source: feed}]

            """,
            "data/feed.json": "{\n  \"list\": [\n    {\"id\": \"x\", \"title\": \"A\", \"title\": \"B\"}\n  ]\n}\n",
        ])
        defer { folder.remove() }
        let arguments = ["layout", "pages/p.yaml", "--with-data", "--compact"]
        let result = try await CommandRunner.run("quilt", arguments, directory: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "data/feed.json:3:31: warning: duplicate key 'title'; the last value is used [duplicate-key]"),
            "\(result.stderr)")
        #expect(result.stderr.contains("first defined at data/feed.json:3:17"), "\(result.stderr)")
        #expect(result.stdout.contains(#""title":"B""#), "\(result.stdout)")
        let strict = try await CommandRunner.run("quilt", arguments + ["--strict"], directory: folder.url)
        #expect(strict.status == 1)
    }

    /// The folders a missing file was looked for in are each shown relative
    /// to the working folder, that folder itself as `.`, not as an absolute
    /// path between two relative ones.
    @Test func theFoldersLookedInAreRelativeToTheWorkingFolder() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: pages/*.yaml\n",
            "pages/p.yaml": """
            page: p
            module: {kind: single, request: {id: feed, url: data/missing.json, items: /list}}
            sections: [{id: a, source: feed}]

            """,
        ])
        defer { folder.remove() }
        let result = try await CommandRunner.run("quilt", ["layout", "pages/p.yaml"], directory: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("no file 'data/missing.json' (looked in pages, ., data) [load-failed]"),
            "\(result.stderr)")
    }
}
