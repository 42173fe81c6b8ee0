import Foundation
import QuiltTestSupport
import Testing

/// Item, header and footer actions and section selection
/// (docs/actions.md): what the contract says a tap does, the `select:` and
/// `deselect:` intents, and the page's mistakes as located errors.
@Suite("Actions and selection in the commands")
struct ActionCommandTests {
    static let page = """
        page: shop
        sections:
          - id: sizes
            selection: single
            selected: [m]
            header: {height: 40, title: Size, action: refresh}
            layout: {kind: list, itemRatio: {absolute: 40}}
            items: [{id: s}, {id: m}, {id: l}]
          - id: products
            action: {open: "https://shop.example/p/{{id}}?ref={{title}}"}
            footer: {height: 40, title: More, action: loadMore}
            layout: {kind: list, itemRatio: {absolute: 40}}
            items: [{id: p1, title: "Blue mug/2"}, {id: p2}]
          - id: tags
            selection: multiple
            layout: {kind: list, itemRatio: {absolute: 40}}
            items: [{id: a}, {id: b}]

        """

    /// Each section's items as `id action [selected]`, and its header and
    /// footer actions, after `arguments`.
    static func taps(_ arguments: [String] = []) async throws -> [String] {
        let project = try TemporaryDirectory(files: ["pages/shop.yaml": page])
        defer { project.remove() }
        let result = try await CommandRunner.run(
            "quilt", ["layout", project.path("pages/shop.yaml"), "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var lines: [String] = []
        for section in try #require(json["sections"] as? [[String: Any]]) {
            let views = ["header", "footer"].compactMap { ($0, section[$0] as? [String: Any]) }.compactMap {
                name, view in
                (view?["action"] as? String).map { "\(name) \($0)" }
            }
            let items = (section["items"] as? [[String: Any]] ?? []).map { item in
                "\(item["id"] ?? "?") \(item["action"] ?? "-")" + (item["selected"] as? Bool == true ? " selected" : "")
            }
            lines.append(
                "\(section["id"] ?? "?") \(section["selection"] ?? "-"): " + (views + items).joined(separator: ", "))
        }
        return lines
    }

    @Test func theContractSaysWhatEachTapDoes() async throws {
        await #expect(
            try Self.taps() == [
                "sizes single: header refresh, s select:sizes:s, m deselect:sizes:m selected, l select:sizes:l",
                "products -: footer loadMore, p1 open:https://shop.example/p/p1?ref=Blue%20mug%2F2, p2 open:https://shop.example/p/p2?ref=",
                "tags multiple: a select:tags:a, b select:tags:b",
            ])
    }

    @Test func selectingReplacesASingleSelectionAndAddsToAMultipleOne() async throws {
        let after = try await Self.taps([
            "--intent", "select:sizes:l", "--intent", "select:tags:a", "--intent", "select:tags:b", "--intent",
            "deselect:tags:a",
        ])
        #expect(
            after[0] == "sizes single: header refresh, s select:sizes:s, m select:sizes:m, l deselect:sizes:l selected")
        #expect(after[2] == "tags multiple: a select:tags:a, b deselect:tags:b selected")
    }

    @Test func aSelectionTheSectionCannotTakeIsRefused() async throws {
        let project = try TemporaryDirectory(files: ["pages/shop.yaml": Self.page])
        defer { project.remove() }
        for (intent, reason) in [
            ("select:products:p1", "section 'products' has no selection mode"),
            ("select:tags:zz", "section 'tags' has no item 'zz'"),
            ("deselect:tags:a", "item 'a' of section 'tags' is already not selected"),
            ("select:nowhere:a", "no section 'nowhere'"),
        ] {
            let result = try await CommandRunner.run(
                "quilt", ["layout", project.path("pages/shop.yaml"), "--compact", "--intent", intent])
            #expect(result.stderr.contains(reason), "\(intent): \(result.stderr)")
        }
        let malformed = try await CommandRunner.run(
            "quilt", ["layout", project.path("pages/shop.yaml"), "--intent", "select:tags"])
        #expect(malformed.status == 64, "\(malformed.stderr)")
    }

    @Test func mistakesInActionsAndSelectionAreLocatedErrors() async throws {
        let project = try TemporaryDirectory(files: [
            "pages/bad.yaml": """
            page: bad
            sections:
              - id: a
                action: select
                items: [{id: x}]
              - id: b
                selection: single
                selected: [x, y]
                header: {height: 40, action: select}
                items: [{id: x}, {id: y}]
              - id: c
                action: loadmore
                footer: {height: 40, action: {open: "https://x/{{id"}}
                items: [{id: x}]
              - id: d
                selection: multiple
                selected: [x, zz, yy]
                items: [{id: x}, {id: y}]

            """
        ])
        defer { project.remove() }
        let result = try await CommandRunner.run("quilt", ["layout", project.path("pages/bad.yaml")])
        #expect(result.status == 1)
        for expected in [
            "bad.yaml:4:13: error: an item can be selected only in a section with a selection mode [missing-key]",
            "bad.yaml:8:15: error: a single selection holds one item, found 2 [out-of-range]",
            "bad.yaml:9:34: error: only an item can be selected",
            "bad.yaml:12:13: error: unknown action 'loadmore'",
            "bad.yaml:13:41: error: the URL to open is not a template: '{{' is not closed by '}}' [bad-template]",
            "bad.yaml:17:19: error: 'selected' names no item 'zz' of section 'd' [unknown-value]",
            "bad.yaml:17:23: error: 'selected' names no item 'yy' of section 'd' [unknown-value]",
        ] {
            #expect(result.stderr.contains(expected), "\(expected)\n\(result.stderr)")
        }
    }
}
