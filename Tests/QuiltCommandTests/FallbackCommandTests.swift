import Foundation
import QuiltTestSupport
import Testing

/// Chinese text in a project whose text family is a Latin face: without
/// fallback every character is a `missing-glyph` warning at its place, in
/// the page (both tools) and in a data file (`quilt layout`, which loads
/// it); with a CJK face in `fallback:` the chips are measured in it and
/// nothing is reported. Bad `fallback:` and `index:` values are located.
@Suite("Font fallback and missing glyphs in both tools")
struct FallbackCommandTests {
    static let page = """
        page: shop
        sections:
          - id: tags
            size: {width: {text: {family: Body, font: 13, padding: 12}}}
            layout: {kind: flex, itemHeight: 30}
            items: [羽绒服, 小米手环]
        """

    /// A project with DejaVu Sans as `Body`, the example CJK collection copied in, and `files`.
    static func project(quilt: String, files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(files: files.merging(["quilt.yml": quilt]) { $1 })
        try FileManager.default.createDirectory(atPath: folder.path("fonts"), withIntermediateDirectories: true)
        for name in ["DejaVuSans.ttf", "NotoSansCJK-Subset.ttc"] {
            try FileManager.default.copyItem(
                atPath: PackagePaths.path("Examples/fonts/\(name)"), toPath: folder.path("fonts/\(name)"))
        }
        return folder
    }

    /// The chips' widths in a `quilt layout` JSON.
    static func widths(_ json: String) throws -> [Double] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let section = try #require((root["sections"] as? [[String: Any]])?.first)
        return try (section["items"] as? [[String: Any]] ?? []).map {
            try #require(($0["frame"] as? [String: Double])?["width"])
        }
    }

    @Test func charactersNoFaceHasAreWarningsAtTheirPlaceInBothTools() async throws {
        let folder = try Self.project(
            quilt: "pages: [pages/*.yaml]\nfonts:\n  - {family: Body, file: fonts/DejaVuSans.ttf}\n",
            files: [
                "pages/shop.yaml": Self.page,
                "pages/loaded.yaml": """
                page: loaded
                module: {kind: single, request: {id: feed, url: data/feed.json, items: /list}}
                sections:
                  - id: s
                    source: feed
                    size: {height: {text: {family: Body, font: 15, lineHeight: 20}}}
                """,
                "data/feed.json": """
                {"list": [
                  {"id": "a", "title": "Quilt"},
                  {"id": "b", "title": "天气转冷"}
                ]}
                """,
            ])
        defer { folder.remove() }
        let (lint, layout) = try await TextInputCommandTests.both("shop.yaml", in: folder)
        #expect(layout.status == 0 && lint.status == 0, "\(layout.stderr)\(lint.stdout)")
        let expected = [
            "pages/shop.yaml:6:13: warning: no face of font family 'Body' or its fallback has '羽' (U+7FBD), '绒' (U+7ED2), '服' (U+670D)",
            "pages/shop.yaml:6:18: warning: no face of font family 'Body' or its fallback has '小' (U+5C0F), '米' (U+7C73), '手' (U+624B), '环' (U+73AF)",
        ]
        for line in expected {
            #expect(layout.stderr.contains(line), "\(layout.stderr)")
            #expect(lint.stdout.contains(line) && lint.stdout.contains("[missing-glyph]"), "\(lint.stdout)")
        }
        // Measured as DejaVu's .notdef box, as Chromium draws it with no system font.
        #expect(try Self.widths(layout.stdout) == [48, 56])

        let loaded = try await CommandRunner.run(
            "quilt", ["layout", "pages/loaded.yaml", "--compact"], directory: folder.url, timeout: 60)
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(
            loaded.stderr.contains(
                "data/feed.json:3:24: warning: no face of font family 'Body' or its fallback has '天' (U+5929), '气' (U+6C14), '转' (U+8F6C), '冷' (U+51B7)"
            ),
            "\(loaded.stderr)")
    }

    @Test func aCJKFallbackMeasuresTheChipsAndReportsNothing() async throws {
        let folder = try Self.project(
            quilt: """
                pages: [pages/*.yaml]
                fonts:
                  - {family: Body, file: fonts/DejaVuSans.ttf}
                  - {family: CJK, file: fonts/NotoSansCJK-Subset.ttc, index: 0}
                fallback: [CJK]
                """,
            files: ["pages/shop.yaml": Self.page])
        defer { folder.remove() }
        let (lint, layout) = try await TextInputCommandTests.both("shop.yaml", in: folder)
        #expect(layout.status == 0 && layout.stderr.isEmpty, "\(layout.stderr)")
        #expect(lint.status == 0 && !lint.stdout.contains("missing-glyph"), "\(lint.stdout)")
        // 3 and 4 ideographs of 1 em at 13 pt, and 12 pt padding each side.
        #expect(try Self.widths(layout.stdout) == [63, 76])
    }

    @Test func badFallbacksAndIndexesAreLocated() async throws {
        let folder = try Self.project(
            quilt: """
                pages: [pages/*.yaml]
                fonts:
                  - {family: Body, file: fonts/DejaVuSans.ttf, fallback: [Body, CJK]}
                  - {family: CJK, file: fonts/NotoSansCJK-Subset.ttc, index: 2}
                  - {family: Wide, file: fonts/DejaVuSans.ttf, index: -1}
                fallback: [CKJ]
                """,
            files: ["pages/shop.yaml": Self.page])
        defer { folder.remove() }
        let (lint, layout) = try await TextInputCommandTests.both("shop.yaml", in: folder)
        #expect(layout.status == 1 && lint.status == 1)
        let expected = [
            "quilt.yml:3:59: warning: font family 'Body' falls back to itself: its own face is always tried first [ineffective-option]",
            "quilt.yml:4:25: error: font file 'fonts/NotoSansCJK-Subset.ttc' has 2 faces; 'index' 2 is out of range (0 to 1) [bad-font]",
            "quilt.yml:5:55: error: 'index' must be a whole number from 0 to 65,535, found -1 [out-of-range]",
            "quilt.yml:6:12: error: unknown font family 'CKJ' in 'fallback' [unknown-font] (did you mean 'CJK'?)",
        ]
        for line in expected {
            #expect(layout.stderr.contains(line), "\(line)\n\(layout.stderr)")
        }
        // pagelint reports the project's errors; its ineffective-option rule looks at pages only.
        for line in expected.dropFirst() {
            #expect(
                lint.stdout.contains(line.replacingOccurrences(of: " (did you mean 'CJK'?)", with: "")),
                "\(line)\n\(lint.stdout)")
        }
        #expect(lint.stdout.contains("6 | fallback: [CKJ]\n  |            ^^^ did you mean 'CJK'?"), "\(lint.stdout)")
    }
}
