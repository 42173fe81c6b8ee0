import Foundation
import QuiltTestSupport
import Testing

/// Measured text given bad or extreme input, through both tools: fonts that
/// do not load, names and numbers out of range, fields that hold no text, a
/// megabyte of text in one item, plain-string items. Every problem is a
/// located diagnostic that `pagelint` and `quilt layout` report alike; none
/// traps or hangs (each command is killed after a minute).
@Suite("Text input, good and bad, in both tools")
struct TextInputCommandTests {
    /// A project with DejaVu Sans as `Body`, `quiltYML`'s other lines and `files`.
    static func project(fonts: String = "", files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(
            files: files.merging([
                "quilt.yml": "pages: [pages/*.yaml]\nfonts:\n  - {family: Body, file: fonts/DejaVuSans.ttf}\n" + fonts
            ]) { $1 })
        try FileManager.default.createDirectory(atPath: folder.path("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"), toPath: folder.path("fonts/DejaVuSans.ttf"))
        return folder
    }

    /// `quilt layout` and `pagelint` (human format, no colour) on `page` of
    /// `folder`, each killed after `timeout` seconds.
    static func both(_ page: String, in folder: TemporaryDirectory, timeout: Double = 60) async throws
        -> (lint: CommandRunner.Result, layout: CommandRunner.Result)
    {
        let layout = try await CommandRunner.run(
            "quilt", ["layout", "pages/\(page)", "--compact"], directory: folder.url, timeout: timeout)
        let lint = try await CommandRunner.run(
            "pagelint", ["pages/\(page)", "--color", "never"], directory: folder.url, timeout: timeout)
        #expect(!layout.timedOut && !lint.timedOut, "\(page) ran past \(timeout) s")
        return (lint, layout)
    }

    /// Each item's height in the first section of a `quilt layout` JSON.
    static func heights(_ json: String) throws -> [String: Double] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let section = try #require((root["sections"] as? [[String: Any]])?.first)
        var heights: [String: Double] = [:]
        for item in section["items"] as? [[String: Any]] ?? [] {
            let frame = try #require(item["frame"] as? [String: Double])
            heights[try #require(item["id"] as? String)] = frame["height"]
        }
        return heights
    }

    /// Missing, damaged and non-font files: a `bad-font` error at each path in
    /// both tools (every page of the project is refused), and a rule naming
    /// such a family says nothing more.
    @Test func fontsThatDoNotLoadAreLocatedErrorsInBothTools() async throws {
        let folder = try Self.project(
            fonts: """
                  - {family: Gone, file: fonts/Gone.ttf}
                  - {family: Notes, file: fonts/notes.ttf}
                  - {family: Cut, file: fonts/Cut.ttf}
                  - {family: Folder, file: fonts}
                """,
            files: [
                "fonts/notes.ttf": "not a font at all\n",
                "pages/p.yaml": """
                page: p
                sections:
                  - id: s
                    size: {height: {text: {family: Cut, font: 15}}}
                    items: [{id: a, title: Hello}]
                """,
            ])
        defer { folder.remove() }
        // The first 4 KB of a real font: its tables point past the end.
        let font = try Data(contentsOf: URL(fileURLWithPath: folder.path("fonts/DejaVuSans.ttf")))
        try font.prefix(4096).write(to: URL(fileURLWithPath: folder.path("fonts/Cut.ttf")))
        let expected = [
            "quilt.yml:4:26: error: font file 'fonts/Gone.ttf' does not exist [bad-font]",
            "quilt.yml:5:27: error: font file 'fonts/notes.ttf' is not a TrueType or OpenType font [bad-font]",
            "quilt.yml:6:25: error: font file 'fonts/Cut.ttf' is not a TrueType or OpenType font [bad-font]",
            "quilt.yml:7:28: error: font file 'fonts' is a folder, not a font file [bad-font]",
        ]
        let (lint, layout) = try await Self.both("p.yaml", in: folder)
        #expect(layout.status == 1 && lint.status == 1, "\(layout.stderr)\(lint.stdout)")
        let engineErrors = layout.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(engineErrors == expected, "\(layout.stderr)")
        for line in expected {
            #expect(lint.stdout.contains(line), "\(lint.stdout)")
        }
        #expect(!lint.stdout.contains("p.yaml:"), "the page names a family whose file failed: \(lint.stdout)")
    }

    /// Names and numbers of a text rule out of their range, and inline text
    /// fields holding a list or a map: the same located errors in both tools
    /// (pagelint files the field errors under `item-field-type`).
    @Test func badTextRulesAndFieldsAreTheSameLocatedErrors() async throws {
        let folder = try Self.project(files: [
            "pages/bad.yaml": """
            page: bad
            sections:
              - id: a
                size: {height: {text: {family: Bodi, font: 15}}}
                items: [{id: a1, title: Hello}]
              - id: b
                size: {height: {text: {family: Body, lineHeight: 0, maxLines: -1}}}
                items: [{id: b1, title: Hello}]
              - id: c
                size: {height: {text: {family: Body, font: 15, lineHeight: 20}}}
                items:
                  - {id: c1, title: [a, list]}
                  - {id: c2, title: {a: map}}
            """
        ])
        defer { folder.remove() }
        let expected = [
            ("pages/bad.yaml:4:36: error: unknown font family 'Bodi'", "unknown-font"),
            (
                "pages/bad.yaml:7:54: error: 'lineHeight' must be greater than 0 and at most 1,000 pt, found 0",
                "out-of-range"
            ),
            (
                "pages/bad.yaml:7:67: error: 'maxLines' must be a whole number from 0 to 1,000,000, found -1",
                "out-of-range"
            ),
            ("pages/bad.yaml:12:25: error: 'title' holds an array: the size rule measures text", "wrong-type"),
            ("pages/bad.yaml:13:25: error: 'title' holds an object: the size rule measures text", "wrong-type"),
        ]
        let (lint, layout) = try await Self.both("bad.yaml", in: folder)
        #expect(layout.status == 1 && layout.stdout.isEmpty, "\(layout.stdout)")
        #expect(lint.status == 1)
        let engine = layout.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(engine.count == expected.count, "\(layout.stderr)")
        for (line, code) in expected {
            #expect(
                layout.stderr.contains(line) && engine.contains { $0.hasPrefix(line) && $0.contains("[\(code)]") },
                "\(line): \(layout.stderr)")
            let lintCode = code == "wrong-type" ? "item-field-type" : code
            #expect(lint.stdout.contains(line) && lint.stdout.contains("[\(lintCode)]"), "\(line): \(lint.stdout)")
        }
        #expect(lint.stdout.contains("did you mean 'Body'?"), "\(lint.stdout)")
        #expect(layout.stderr.contains("(did you mean 'Body'?)"), "\(layout.stderr)")
    }

    /// Text fields that are not strings, as documented (docs/sizes.md):
    /// numbers and booleans measure as they display, null and a missing field
    /// give the list's default height; in loaded data a list or a map is a
    /// `wrong-type` warning at its place in the data file, and the item keeps
    /// the default height.
    @Test func fieldsThatAreNotStringsAreMeasuredAsDocumented() async throws {
        let rule = "size: {height: {text: {family: Body, font: 15, lineHeight: 20, maxLines: 2}}}"
        let folder = try Self.project(files: [
            "pages/inline.yaml": """
            page: inline
            sections:
              - id: s
                \(rule)
                layout: {kind: list, itemRatio: {absolute: 44}}
                items:
                  - {id: number, title: 42}
                  - {id: numberText, title: "42"}
                  - {id: bool, title: true}
                  - {id: boolText, title: "true"}
                  - {id: nothing, title: null}
                  - {id: missing}
            """,
            "pages/loaded.yaml": """
            page: loaded
            module: {kind: single, request: {id: feed, url: data/feed.json, items: /list}}
            sections:
              - id: s
                source: feed
                \(rule)
                layout: {kind: list, itemRatio: {absolute: 44}}
            """,
            "data/feed.json": """
            {"list": [
              {"id": "number", "title": 42},
              {"id": "list", "title": ["a", "list"]},
              {"id": "map", "title": {"a": "map"}}
            ]}
            """,
        ])
        defer { folder.remove() }
        let (lint, layout) = try await Self.both("inline.yaml", in: folder)
        #expect(layout.status == 0 && layout.stderr.isEmpty, "\(layout.stderr)")
        #expect(lint.status == 0, "\(lint.stdout)")
        let inline = try Self.heights(layout.stdout)
        #expect(inline == ["number": 20, "numberText": 20, "bool": 20, "boolText": 20, "nothing": 44, "missing": 44])

        let loaded = try await Self.both("loaded.yaml", in: folder)
        #expect(loaded.lint.status == 0, "pagelint does not read item data: \(loaded.lint.stdout)")
        #expect(loaded.layout.status == 0, "\(loaded.layout.stderr)")
        #expect(try Self.heights(loaded.layout.stdout) == ["number": 20, "list": 44, "map": 44])
        let warnings = loaded.layout.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(
            warnings == [
                "data/feed.json:3:27: warning: 'title' holds an array: the size rule measures text (a string, number or boolean), so this item gets the default size [wrong-type]",
                "data/feed.json:4:26: warning: 'title' holds an object: the size rule measures text (a string, number or boolean), so this item gets the default size [wrong-type]",
            ], "\(loaded.layout.stderr)")
    }

    /// A megabyte of text in one item, as words and as one word with no
    /// break opportunity, loaded from a data file: laid out, every line
    /// counted, by both tools. Alone, a debug build lays it out in about
    /// 6 s; the runner allows five minutes because the suite runs it beside
    /// browsers on two cores, and a hang never ends at all.
    @Test func aMegabyteOfTextInOneItemIsLaidOut() async throws {
        let words = String(repeating: "quilt measures text ", count: 52_429)
        let word = String(repeating: "abcdefghij", count: 104_858)
        let data = try JSONSerialization.data(withJSONObject: [
            "list": [["id": "words", "title": words], ["id": "word", "title": word]]
        ])
        let folder = try Self.project(files: [
            "pages/big.yaml": """
            page: big
            module: {kind: single, request: {id: feed, url: data/big.json, items: /list}}
            sections:
              - id: s
                source: feed
                size: {height: {text: {family: Body, font: 15, lineHeight: 20}}}
            """
        ])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("data"), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder.path("data/big.json")))
        let (lint, layout) = try await Self.both("big.yaml", in: folder, timeout: 300)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(layout.status == 0, "\(layout.stderr)")
        let heights = try Self.heights(layout.stdout)
        // 20 pt a line; a line of 390 pt holds about 19 words of "quilt measures text ".
        let wordLines = try #require(heights["words"]) / 20
        #expect(wordLines == wordLines.rounded() && (15_000...25_000).contains(wordLines), "\(wordLines) lines")
        let brokenLines = try #require(heights["word"]) / 20
        #expect(brokenLines == brokenLines.rounded() && brokenLines > 10_000, "\(brokenLines) lines")
    }

    /// Items written as plain strings are their own text, identified by
    /// position (`#0`, `#1`, … — a repeated tag is another chip): a tag cloud
    /// of chips measured in the project font needs no mapping, and each chip
    /// is as wide as the same text written as `{title: …}`.
    @Test func plainStringItemsAreMeasuredAsTheirOwnText() async throws {
        let section =
            "page: p\nsections:\n  - id: s\n    size: {text: {family: Body, font: 14, padding: 12}}\n"
            + "    layout: {kind: flex, itemHeight: 30, interitemSpacing: 8}\n"
        let folder = try Self.project(files: [
            "pages/plain.yaml": section + "    items: [Swift, Kotlin, Design, Swift]\n",
            "pages/mapped.yaml": section
                + "    items: [{id: '#0', title: Swift}, {id: '#1', title: Kotlin}, {id: '#2', title: Design}, {id: '#3', title: Swift}]\n",
        ])
        defer { folder.remove() }
        let plain = try await Self.both("plain.yaml", in: folder)
        #expect(plain.layout.status == 0 && plain.layout.stderr.isEmpty, "\(plain.layout.stderr)")
        #expect(plain.lint.status == 0, "\(plain.lint.stdout)")
        let mapped = try await Self.both("mapped.yaml", in: folder)
        #expect(mapped.layout.status == 0, "\(mapped.layout.stderr)")
        let frames = { (json: String) throws -> [String] in
            let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let items = (root["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]] ?? []
            return items.map { item in
                let frame = item["frame"] as? [String: Double] ?? [:]
                return
                    "\(item["id"] ?? "") \(frame["x"] ?? -1) \(frame["y"] ?? -1) \(frame["width"] ?? -1)×\(frame["height"] ?? -1)"
            }
        }
        let plainFrames = try frames(plain.layout.stdout)
        #expect(plainFrames == (try frames(mapped.layout.stdout)))
        // "Swift" in DejaVu Sans at 14 pt is 34.4 pt: ⌈34.4⌉ + 2 × 12 = 59 (docs/sizes.md).
        #expect(plainFrames.first == "#0 0.0 0.0 59.0×30.0", "\(plainFrames)")
        #expect(plainFrames.count == 4 && plainFrames[3].hasSuffix("59.0×30.0"), "\(plainFrames)")
    }
}
