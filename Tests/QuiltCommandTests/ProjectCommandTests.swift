import Foundation
import Quilt
import Testing
import QuiltTestSupport

@Suite("quilt layout in a project")
struct ProjectCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func section(_ id: String, in output: [String: Any]) throws -> [String: Any] {
        let sections = try #require(output["sections"] as? [[String: Any]])
        return try #require(sections.first { $0["id"] as? String == id })
    }

    @Test func theExampleProjectIsFoundByWalkingUpFromThePage() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Examples/pages/kinds.yaml", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let output = try json(result.stdout)
        // Tags are plain strings reformed into {title}; the kind identifies them by title.
        let topics = try section("topics", in: output)
        let items = try #require(topics["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String }.prefix(3) == ["swift", "kotlin", "rust"])
        // maxDisplay lines 2 of the tag kind's chips, measured in the project's
        // font: five fit a line, so two lines hold all ten.
        #expect(items.count == 10)
        #expect(topics["totalItems"] as? Int == 10)
        // cards2 from the kind: two per line in 15-point insets with 10-point gaps.
        let picks = try section("picks", in: output)
        let frames = try #require((picks["items"] as? [[String: Any]])?.compactMap { $0["frame"] as? [String: Double] })
        #expect(frames.first?["x"] == 15)
        #expect(frames.first?["width"] == 175)
        #expect(frames.first?["height"] == 227.5)
        // The kind's header (44) and placeholder (160) where the section writes none.
        let header = try #require(picks["header"] as? [String: Any])
        #expect((header["frame"] as? [String: Double])?["height"] == 44)
        let empty = try section("promotions-empty", in: output)
        #expect(((empty["placeholder"] as? [String: Any])?["frame"] as? [String: Double])?["height"] == 160)
    }

    @Test func theProjectsFirstWidthIsTheDefault() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Tests/Fixtures/projects/shop/pages/home.yaml", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try json(result.stdout)["width"] as? Double == 375)
        let given = try await CommandRunner.run(
            "quilt", ["layout", "Tests/Fixtures/projects/shop/pages/home.yaml", "--compact", "--width", "500"])
        #expect(try json(given.stdout)["width"] as? Double == 500)
    }

    @Test func configNamesTheProjectFileExplicitly() async throws {
        let page = "Tests/Fixtures/projects/loose/page.yaml"
        let without = try await CommandRunner.run("quilt", ["layout", page])
        #expect(without.status == 1)
        #expect(without.stderr.contains("unknown component kind 'product'"))
        let with = try await CommandRunner.run(
            "quilt", ["layout", page, "--config", "Tests/Fixtures/projects/shop/quilt.yml", "--compact"])
        #expect(with.status == 0, "\(with.stderr)")
        let items = try #require(try section("section-1", in: json(with.stdout))["items"] as? [[String: Any]])
        // threeUp: three per line of 375 − 0 inset, 8-point gaps: 119.666…, printed to a thousandth.
        #expect((items.first?["frame"] as? [String: Double])?["width"] == 119.667)
        let missing = try await CommandRunner.run(
            "quilt", ["layout", page, "--config", "Tests/Fixtures/projects/none.yml"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "Tests/Fixtures/projects/none.yml:1:1: error: cannot read file: no such file [io-error]"))
    }

    /// Every problem in every file of a broken project, each at its own file:line:column.
    @Test func problemsInKindPresetAndProjectFilesAreLocatedThere() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Tests/Fixtures/projects/broken/pages/page.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let root = "Tests/Fixtures/projects/broken/"
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("  note:") }.map(String.init)
        let expected = [
            "components/card.yaml:5:17: error: unknown value 'nubmer'",
            "components/card.yaml:6:36: error: distribution must be a whole number from 1 to 1,000, found 0",
            "components/promo.yaml:2:12: error: component kind 'banner' is already defined at \(root)components/banner.yaml:2:12",
            "layouts/a.yaml:2:9: error: layout 'a' cannot be resolved: presets build on each other in a circle (a → b → a)",
            "layouts/b.yaml:2:9: error: layout 'b' cannot be resolved",
            "layouts/grid.yaml:2:9: error: layout preset 'grid' at \(root)layouts/grid.yaml:2:9 has the name of the layout family 'grid'",
            "pages/page.yaml:4:16: error: unknown component kind 'crad' [unknown-component] (did you mean 'card'?)",
            "pages/page.yaml:6:13: error: unknown layout 'lsit' [unknown-layout] (did you mean 'list'?)",
            "pages/page.yaml:8:21: error: field 'title' of component 'card' must be a string, found a number [wrong-type]",
        ]
        #expect(lines.count == expected.count, "\(result.stderr)")
        for (line, prefix) in zip(lines, expected) {
            #expect(line.hasPrefix(root + prefix), "\(line)")
        }
        // Each problem once, though the page meets the kind's bad layout again.
        #expect(
            result.stderr.components(separatedBy: "distribution must be a whole number from 1 to 1,000, found 0").count
                == 2)
    }

    @Test func pagesWithoutAProjectWorkAsBefore() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Tests/Fixtures/bad/unknown-layout.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("known layouts: " + Registry.standard.layoutNames.joined(separator: ", ")))
    }
}
