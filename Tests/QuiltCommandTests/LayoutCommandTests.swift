import Foundation
import Testing

@Suite("quilt layout")
struct LayoutCommandTests {
    @Test func everyExamplePageLaysOutAndValidatesAgainstTheSchema() throws {
        let pages = CommandRunner.examplePages()
        #expect(!pages.isEmpty)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String] = []
        for page in pages {
            let output = directory.appendingPathComponent(URL(fileURLWithPath: page).lastPathComponent + ".json").path
            let result = try CommandRunner.run("quilt", ["layout", page, "--width", "390", "-o", output])
            #expect(result.status == 0, "\(page): \(result.stderr)")
            #expect(!result.stderr.contains("error:"), "\(page): \(result.stderr)")
            outputs.append(output)
        }
        let validation = try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "Schemas/layout.schema.json"] + outputs)
        if validation.status == 3 {
            print("skipped schema validation: \(validation.stdout)")
            return
        }
        #expect(validation.status == 0, "\(validation.stdout)")
        #expect(validation.stdout.contains("\(outputs.count) passed, 0 failed"))
    }

    @Test func outputIsDeterministicAndMatchesTheListExample() throws {
        let first = try CommandRunner.run("quilt", ["layout", "Examples/pages/lists.yaml", "--width", "375", "--compact"])
        let second = try CommandRunner.run("quilt", ["layout", "Examples/pages/lists.yaml", "--width", "375", "--compact"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(json["page"] as? String == "lists")
        #expect(json["width"] as? Double == 375)
        let sections = try #require(json["sections"] as? [[String: Any]])
        let history = try #require(sections.first { $0["id"] as? String == "history" })
        // The empty section shows its 120-point placeholder inside the 15-point side insets.
        let placeholder = try #require(history["placeholder"] as? [String: Double])
        #expect(placeholder["x"] == 15)
        #expect(placeholder["width"] == 345)
        #expect(placeholder["height"] == 120)
        let hot = try #require(sections.first { $0["id"] as? String == "hot" })
        let strip = try #require(hot["strip"] as? [String: Any])
        #expect(strip["scrolling"] as? String == "paging")
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
    func badInputIsALocatedErrorAndExitsOne(file: String, position: String, code: String) throws {
        let path = "Tests/Fixtures/bad/\(file)"
        let result = try CommandRunner.run("quilt", ["layout", path])
        #expect(result.status == 1, "\(file): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("\(path):"), "\(firstLine)")
        #expect(firstLine.contains(position), "\(firstLine)")
        #expect(firstLine.contains("error:"))
        #expect(firstLine.hasSuffix("[\(code)]") || firstLine.contains("[\(code)] "), "\(firstLine)")
    }

    @Test func unknownLayoutSuggestsTheClosestName() throws {
        let result = try CommandRunner.run("quilt", ["layout", "Tests/Fixtures/bad/unknown-layout.yaml"])
        #expect(result.stderr.contains("did you mean 'list'?"))
    }

    @Test func missingFileAndBadWidthAreErrors() throws {
        let missing = try CommandRunner.run("quilt", ["layout", "Examples/pages/nope.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read file"))
        let width = try CommandRunner.run("quilt", ["layout", "Examples/pages/lists.yaml", "--width", "-3"])
        #expect(width.status != 0)
        #expect(width.stderr.contains("--width"))
    }
}
