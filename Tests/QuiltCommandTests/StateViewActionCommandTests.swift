import Foundation
import QuiltTestSupport
import Testing

/// A placeholder's and a state view's own `action:` (docs/actions.md,
/// docs/states.md): what the contract says tapping the view does, what the
/// HTML marks with `data-tap`, the mistakes only an item's action may make,
/// and toggles of sections that are not collapsible.
@Suite("State view actions in the commands")
struct StateViewActionCommandTests {
    static let page = """
        page: inbox
        module: {kind: single, request: {id: inbox, url: data/inbox.json, items: /messages}}
        states:
          empty: {height: 200, title: Nothing at all, action: {open: "app://help"}}
          failed: {height: 200, title: Offline, retry: true}
        sections:
          - id: news
            items: [{id: n1}]
          - id: drafts
            placeholder: {height: 40, title: No drafts, action: {open: "app://compose"}}
          - id: inbox
            source: inbox
            states:
              empty: {height: 40, title: No messages, action: refresh}
              failed: {height: 40, title: Couldn't load, retry: true}
          - id: sent
            source: inbox
            states:
              failed: {height: 40, title: Couldn't load, retry: true, action: {open: "app://status"}}

        """

    /// `quilt layout`'s JSON for the page after `arguments`, the inbox
    /// request loading an empty list.
    static func layout(_ arguments: [String]) async throws -> [String: Any] {
        let project = try TemporaryDirectory(files: [
            "pages/inbox.yaml": page, "data/inbox.json": #"{"messages": []}"#,
        ])
        defer { project.remove() }
        let result = try await CommandRunner.run(
            "quilt", ["layout", project.path("pages/inbox.yaml"), "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// `section: action` of each section's placeholder.
    static func placeholderActions(_ json: [String: Any]) throws -> [String] {
        try #require(json["sections"] as? [[String: Any]]).map { section in
            let placeholder = section["placeholder"] as? [String: Any]
            return "\(section["id"] ?? "?"): \(placeholder?["action"] as? String ?? "-")"
        }
    }

    @Test func eachShownViewSaysWhatATapDoes() async throws {
        let failed = try await Self.layout(["--state", "inbox=failed", "--state", "sent=failed"])
        #expect(
            try Self.placeholderActions(failed) == [
                "news: -", "drafts: open:app://compose", "inbox: retry", "sent: open:app://status",
            ])
        let empty = try await Self.layout(["--state", "inbox=empty", "--state", "sent=failed"])
        #expect(
            try Self.placeholderActions(empty) == [
                "news: -", "drafts: open:app://compose", "inbox: refresh", "sent: open:app://status",
            ])
    }

    @Test func thePagesOwnViewSaysWhatATapDoes() async throws {
        for (arguments, expected) in [
            (["--state", "news=empty", "--state", "inbox=empty", "--state", "sent=empty"], "empty open:app://help"),
            (["--state", "news=empty", "--state", "inbox=failed", "--state", "sent=failed"], "failed retry"),
        ] {
            let json = try await Self.layout(arguments)
            let view = try #require(json["stateView"] as? [String: Any], "\(arguments)")
            #expect("\(view["state"] ?? "?") \(view["action"] ?? "-")" == expected, "\(arguments)")
        }
    }

    @Test func theHTMLMarksAViewWithItsOwnAction() async throws {
        let project = try TemporaryDirectory(files: [
            "pages/inbox.yaml": Self.page, "data/inbox.json": #"{"messages": []}"#,
        ])
        defer { project.remove() }
        let result = try await CommandRunner.run(
            "quilt", ["render", project.path("pages/inbox.yaml"), "--state", "sent=failed"])
        #expect(result.status == 0, "\(result.stderr)")
        let views = result.stdout.split(separator: "\n").filter { $0.contains("data-kind=\"placeholder\"") }
        let taps = views.map { line -> String in
            let id = line.firstMatch(of: /data-id="([^"]*)"/).map { String($0.1) } ?? "?"
            let tap = line.firstMatch(of: /data-tap="([^"]*)"/).map { String($0.1) } ?? "-"
            return "\(id) \(tap) \(line.contains("data-action=\"retry\"") ? "button" : "")"
        }
        #expect(taps == ["drafts open:app://compose ", "inbox refresh ", "sent open:app://status button"], "\(views)")
    }

    @Test func aViewsActionHasNoItemToSelectOrFillSlotsFromAndTogglesOnlyCollapsibleSections() async throws {
        let project = try TemporaryDirectory(files: [
            "pages/bad.yaml": """
            page: bad
            sections:
              - id: a
                placeholder: {height: 40, action: select}
                header: {height: 40, action: {open: "app://a/{{id}}"}}
              - id: b
                source: b
                states:
                  failed: {height: 40, action: {open: "app://b?q={{title}}"}}
              - id: c
                footer: {height: 40, action: "collapse:b"}
                items: [{id: x}]
              - id: tags
                collapsible: {show: {count: 1}}
                header: {height: 40, action: "expand:tgs"}
                items: [{id: x}, {id: y}]

            """
        ])
        defer { project.remove() }
        let result = try await CommandRunner.run("quilt", ["layout", project.path("pages/bad.yaml")])
        #expect(result.status == 1)
        for expected in [
            "bad.yaml:4:39: error: only an item can be selected: a header's, footer's or state view's action",
            "bad.yaml:5:41: error: the URL has a slot '{{id}}' but only an item's action has data to fill it",
            "bad.yaml:9:43: error: the URL has a slot '{{title}}'",
            "bad.yaml:11:34: error: 'collapse:b' names no collapsible section 'b'",
            "bad.yaml:15:34: error: 'expand:tgs' names no collapsible section 'tgs' [unknown-value] (did you mean 'tags'?)",
        ] {
            #expect(result.stderr.contains(expected), "\(expected)\n\(result.stderr)")
        }
    }
}
