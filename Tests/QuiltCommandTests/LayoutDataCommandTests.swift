import Foundation
import QuiltTestSupport
import Testing

/// `quilt layout --with-data`: each item's data as its component kind
/// reformed it, in full.
@Suite("quilt layout --with-data")
struct LayoutDataCommandTests {
    static let news = "Examples/pages/news.yaml"

    /// The layout JSON of `page` with `arguments`, parsed; its sections by id.
    static func sections(_ page: String, _ arguments: [String] = []) async throws -> [String: [String: Any]] {
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        return Dictionary(sections.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The `data` of every item of `section`, by item id.
    static func data(_ section: [String: Any]?) throws -> [String: [String: Any]] {
        let items = try #require(section?["items"] as? [[String: Any]])
        return Dictionary(
            items.map { ($0["id"] as? String ?? "", $0["data"] as? [String: Any] ?? [:]) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Hand-worked: the news kind renames, reads pointers, formats a date
    /// and a count, fills defaults; raw members pass through.
    @Test func itemsCarryTheirReformedData() async throws {
        let news = try Self.data(try await Self.sections(Self.news, ["--with-data"])["news"])
        let first = try #require(news["n1"])
        #expect(first["title"] as? String == "Quilt lays out pages on Linux and measures their text")
        #expect(first["source"] as? String == "Example Times")
        #expect(first["time"] as? String == "May 1, 09:30")
        #expect(first["comments"] as? String == "1,234 comments")
        #expect(first["thumbnail"] as? String == "./images/news/harbour.png")
        #expect(first["headline"] as? String == first["title"] as? String, "raw members pass through")
        #expect((first["meta"] as? [String: Any])?["source"] as? String == "Example Times")
        let second = try #require(news["n2"])
        #expect(second["source"] as? String == "Staff")
        #expect(second["comments"] as? String == "No comments yet")
        // Without the flag no item has data.
        let plain = try await Self.sections(Self.news)
        let items = try #require(plain["news"]?["items"] as? [[String: Any]])
        #expect(items.allSatisfy { $0["data"] == nil })
    }

    /// Tags written as strings become `{title, color}`; loaded data (a module's
    /// file requests) has its data too.
    @Test func stringsAndLoadedItemsHaveData() async throws {
        let topics = try Self.data(try await Self.sections("Examples/pages/kinds.yaml", ["--with-data"])["topics"])
        #expect(topics["swift"]?["title"] as? String == "swift")
        let modules = try await Self.sections("Examples/pages/modules.yaml", ["--with-data"])
        var loaded = 0
        for section in modules.values {
            for item in section["items"] as? [[String: Any]] ?? [] {
                #expect(item["data"] != nil && !(item["data"] is NSNull), "\(section["id"] ?? "") \(item["id"] ?? "")")
                loaded += 1
            }
        }
        #expect(loaded > 0)
    }

    /// Numbers JSON cannot hold keep their YAML spelling; big values are
    /// written whole, for every one of many items.
    @Test func nothingIsLostOrCut() async throws {
        let long = String(repeating: "abcdefghij", count: 1_000)
        var items =
            "      - {id: odd, score: .inf, low: -.inf, none: .nan, list: [1, .nan, {deep: -.inf}], big: 1.0e300}\n"
        for index in 0..<300 { items += "      - {id: i\(index), text: \(long), n: \(index)}\n" }
        let project = try TemporaryDirectory.project([
            "p.yaml": "page: p\nsections:\n  - id: s\n    layout: {kind: list}\n    items:\n" + items
        ])
        let output = project.path("p.json")
        let result = try await CommandRunner.run(
            "quilt", ["layout", project.path("p.yaml"), "--with-data", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        let data = try Self.data(section)
        let odd = try #require(data["odd"])
        #expect(
            odd["score"] as? String == ".inf" && odd["low"] as? String == "-.inf" && odd["none"] as? String == ".nan")
        let list = try #require(odd["list"] as? [Any])
        #expect(
            list.count == 3 && list[1] as? String == ".nan"
                && (list[2] as? [String: Any])?["deep"] as? String == "-.inf")
        #expect(odd["big"] as? Double == 1.0e300)
        #expect(data.count == 301)
        for index in 0..<300 {
            let item = try #require(data["i\(index)"], "item \(index)")
            #expect(item["text"] as? String == long && item["n"] as? Int == index, "item \(index)")
        }
    }

    /// The output with data validates against the layout schema.
    @Test(.needsSchemaValidator) func theOutputValidates() async throws {
        let directory = try TemporaryDirectory()
        var outputs: [String] = []
        for page in ["Examples/pages/news.yaml", "Examples/pages/kinds.yaml", "Examples/pages/modules.yaml"] {
            let output = directory.path(URL(fileURLWithPath: page).lastPathComponent + ".json")
            let result = try await CommandRunner.run("quilt", ["layout", page, "--with-data", "-o", output])
            #expect(result.status == 0, "\(page): \(result.stderr)")
            outputs.append(output)
        }
        let validation = try SchemaValidator.validate(outputs, against: "Schemas/layout.schema.json")
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("\(outputs.count) passed, 0 failed"))
    }
}
