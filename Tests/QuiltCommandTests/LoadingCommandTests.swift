import Foundation
import Quilt
import Testing

@Suite("quilt layout with modules")
struct LoadingCommandTests {
    private func itemIDs(_ stdout: String, section: String) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        let found = try #require(sections.first { $0["id"] as? String == section })
        return (found["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func theFeedExampleShowsTwoPagesAfterOneLoadMore() throws {
        let first = try CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--compact"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try itemIDs(first.stdout, section: "feed") == ["f1", "f2", "f3", "f4"])
        #expect(try itemIDs(first.stdout, section: "banners") == ["b1", "b2", "b3"])
        let more = try CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--load-more", "1", "--compact"])
        #expect(more.status == 0, "\(more.stderr)")
        #expect(try itemIDs(more.stdout, section: "feed") == ["f1", "f2", "f3", "f4", "f5", "f6", "f7"])
        #expect(more.stderr.isEmpty)
    }

    @Test func loadingMoreThanThereIsWarnsAndStillLaysOut() throws {
        let result = try CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--load-more", "3", "--compact"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: --load-more 3: nothing more to load after 1 more page(s)"))
        #expect(try itemIDs(result.stdout, section: "feed").count == 7)
    }

    @Test func everyModuleKindExampleLoads() throws {
        let result = try CommandRunner.run("quilt", ["layout", "Examples/pages/modules.yaml", "--load-more", "1", "--compact"])
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
    func aFailedRequestIsALocatedErrorAndExitsOne(file: String, position: String, message: String, extra: [String]) throws {
        let path = "Tests/Fixtures/bad/\(file)"
        let result = try CommandRunner.run("quilt", ["layout", path] + extra)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(path):\(position): error: request '"), "\(result.stderr)")
        #expect(result.stderr.contains(message))
        #expect(result.stderr.contains("[load-failed]"))
    }

    @Test func negativeLoadMoreIsAUsageError() throws {
        let result = try CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--load-more=-1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--load-more must be 0 or more"))
    }

    /// Example pages, converted to JSON, against Schemas/page.schema.json.
    @Test func examplePagesValidateAgainstThePageSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String] = []
        for page in CommandRunner.examplePages() {
            let document = YAMLLoader().load(path: CommandRunner.packageRoot.appendingPathComponent(page).path)
            let root = try #require(document.root, "\(page)")
            var writer = JSONWriter(pretty: false)
            writer.value(DataValue(root))
            let output = directory.appendingPathComponent(URL(fileURLWithPath: page).lastPathComponent + ".json")
            try Data(writer.output.utf8).write(to: output)
            outputs.append(output.path)
        }
        let validation = try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "Schemas/page.schema.json"] + outputs)
        if validation.status == 3 {
            print("skipped schema validation: \(validation.stdout)")
            return
        }
        #expect(validation.status == 0, "\(validation.stdout)")
        #expect(validation.stdout.contains("\(outputs.count) passed, 0 failed"))
    }
}
