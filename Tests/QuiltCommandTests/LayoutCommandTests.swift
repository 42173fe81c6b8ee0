import Foundation
import Testing
import QuiltTestSupport

@Suite("quilt layout")
struct LayoutCommandTests {
    @Test(.needsSchemaValidator) func everyExamplePageLaysOutAndValidatesAgainstTheSchema() async throws {
        let pages = PackagePaths.examplePages
        #expect(!pages.isEmpty)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var outputs: [String] = []
        for page in pages {
            // Plain, and at a scroll offset (with pinned headers and footers).
            for extra in [[], ["--offset", "250", "--viewport-height", "600"]] {
                let name = URL(fileURLWithPath: page).lastPathComponent + (extra.isEmpty ? "" : ".offset") + ".json"
                let output = directory.url.appendingPathComponent(name).path
                let result = try await CommandRunner.run(
                    "quilt", ["layout", page, "--width", "390", "-o", output] + extra)
                #expect(result.status == 0, "\(page): \(result.stderr)")
                #expect(!result.stderr.contains("error:"), "\(page): \(result.stderr)")
                outputs.append(output)
            }
        }
        let validation = try SchemaValidator.validate(outputs, against: "Schemas/layout.schema.json")
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("\(outputs.count) passed, 0 failed"))
    }

    @Test func outputIsDeterministicAndMatchesTheListExample() async throws {
        let first = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/lists.yaml", "--width", "375", "--compact"])
        let second = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/lists.yaml", "--width", "375", "--compact"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(json["page"] as? String == "lists")
        #expect(json["width"] as? Double == 375)
        let sections = try #require(json["sections"] as? [[String: Any]])
        let history = try #require(sections.first { $0["id"] as? String == "history" })
        // The empty section shows its 120-point placeholder inside the 15-point side insets.
        let placeholder = try #require((history["placeholder"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(placeholder["x"] == 15)
        #expect(placeholder["width"] == 345)
        #expect(placeholder["height"] == 120)
        let hot = try #require(sections.first { $0["id"] as? String == "hot" })
        let strip = try #require(hot["strip"] as? [String: Any])
        #expect(strip["scrolling"] as? String == "paging")
    }

    @Test func offsetAddsPinnedHeadersAndStripsListSnapOffsets() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/scrolling.yaml", "--offset", "300", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["offset"] as? Double == 300)
        let sections = try #require(json["sections"] as? [[String: Any]])
        let pinned = try #require(json["pinnedHeaders"] as? [[String: Any]])
        let ys = Dictionary(
            uniqueKeysWithValues: pinned.compactMap { header -> (String, Double)? in
                guard let id = header["section"] as? String, let frame = header["frame"] as? [String: Double],
                    let y = frame["y"]
                else { return nil }
                return (id, y)
            })
        // "pages" spans 0–232 with a 44-point header: pushed up to 188. "cards"
        // (232–366) has its header stuck at the top of the viewport, at 300.
        #expect(ys["pages"] == 188)
        #expect(ys["cards"] == 300)
        #expect(ys.keys.sorted() == ["cards", "covers", "feed", "pages"])
        for section in sections {
            guard let id = section["id"] as? String, let header = section["header"] as? [String: Any],
                header["pinned"] as? Bool == true, let frame = header["frame"] as? [String: Double],
                let sectionFrame = section["frame"] as? [String: Double]
            else { continue }
            let bottom = (sectionFrame["y"] ?? 0) + (sectionFrame["height"] ?? 0)
            let expected = min(max(frame["y"] ?? 0, 300), bottom - (frame["height"] ?? 0))
            #expect(ys[id] == expected, "\(id)")
        }

        func snaps(_ id: String) -> [Double]? {
            (sections.first { $0["id"] as? String == id }?["strip"] as? [String: Any])?["snapOffsets"] as? [Double]
        }
        // Six 185-point columns 10 apart in 1180 points, 390 visible: pages of 390, then the end (790).
        #expect(snaps("pages") == [0, 390, 780, 790])
        // Columns at 15, 165, 315, 465, … less the 15-point inset, up to the end (530).
        #expect(snaps("cards") == [0, 150, 300, 450, 530])
        #expect(snaps("tags") == [])
        #expect(snaps("badges") == [0])
        #expect(snaps("feed") == nil, "vertical sections are no strips")

        let without = try await CommandRunner.run("quilt", ["layout", "Examples/pages/scrolling.yaml", "--compact"])
        #expect(!without.stdout.contains("pinnedHeaders"))
    }

    @Test func viewportHeightAddsPinnedFooters() async throws {
        let result = try await CommandRunner.run(
            "quilt",
            [
                "layout", "Examples/pages/footers.yaml", "--width", "390", "--offset", "0", "--viewport-height", "600",
                "--compact",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["viewportHeight"] as? Double == 600)
        let pinned = try #require(json["pinnedFooters"] as? [[String: Any]])
        let ys = Dictionary(
            uniqueKeysWithValues: pinned.compactMap { footer -> (String, Double)? in
                guard let id = footer["section"] as? String, let frame = footer["frame"] as? [String: Double],
                    let y = frame["y"]
                else { return nil }
                return (id, y)
            })
        // The basket (0–752, a 52-point footer at 700) sticks its footer to the
        // bottom of the 600-point viewport; suggestions (from 752) waits at its top.
        #expect(ys == ["basket": 548, "suggestions": 752])
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { ($0["footer"] as? [String: Any])?["pinned"] as? Bool } == [true, true, false])

        let without = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/footers.yaml", "--offset", "0", "--compact"])
        #expect(!without.stdout.contains("pinnedFooters"))
        for bad in [
            ["--viewport-height", "600"], ["--offset", "0", "--viewport-height", "0"],
            ["--offset", "0", "--viewport-height", "nan"],
        ] {
            let refused = try await CommandRunner.run("quilt", ["layout", "Examples/pages/footers.yaml"] + bad)
            #expect(refused.status != 0, "\(bad)")
            #expect(refused.stderr.contains("--viewport-height"), "\(bad): \(refused.stderr)")
        }
    }

    @Test func offsetMustBeFinite() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/scrolling.yaml", "--offset", "nan"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--offset"))
    }

    /// Every class of bad input: a located diagnostic on standard error, exit status 1, no JSON.
    @Test(arguments: [
        ("tab-indentation.yaml", "3:1", "yaml-syntax"),
        ("bad-indentation.yaml", "6:6", "yaml-syntax"),
        ("unterminated-quote.yaml", "3:1", "yaml-syntax"),
        ("duplicate-key.yaml", "2:1", "duplicate-key"),
        ("alias-bomb.yaml", ":", "yaml-limit"),
        ("deep-nesting.yaml", "2:", "yaml-limit"),
        ("unknown-layout.yaml", "4:20", "unknown-layout"),
        ("wrong-types.yaml", "6:21", "wrong-type"),
    ])
    func badInputIsALocatedErrorAndExitsOne(file: String, position: String, code: String) async throws {
        let path = "Tests/Fixtures/bad/\(file)"
        let result = try await CommandRunner.run("quilt", ["layout", path])
        #expect(result.status == 1, "\(file): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("\(path):"), "\(firstLine)")
        #expect(firstLine.contains(position), "\(firstLine)")
        #expect(firstLine.contains("error:"))
        #expect(firstLine.hasSuffix("[\(code)]") || firstLine.contains("[\(code)] "), "\(firstLine)")
    }

    @Test func unknownLayoutSuggestsTheClosestName() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Tests/Fixtures/bad/unknown-layout.yaml"])
        #expect(result.stderr.contains("did you mean 'list'?"))
    }

    @Test func missingFileAndBadWidthAreErrors() async throws {
        let missing = try await CommandRunner.run("quilt", ["layout", "Examples/pages/nope.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read file"))
        let width = try await CommandRunner.run("quilt", ["layout", "Examples/pages/lists.yaml", "--width", "-3"])
        #expect(width.status != 0)
        #expect(width.stderr.contains("--width"))
    }
}
