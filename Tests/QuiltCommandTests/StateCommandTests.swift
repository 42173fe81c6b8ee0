import Foundation
import QuiltTestSupport
import Testing

/// `--state SECTION=STATE` on `quilt layout` and `render`, and the state
/// views in the JSON, the HTML and a browser.
@Suite("Section states in the commands")
struct StateCommandTests {
    static let page = "Examples/pages/states.yaml"

    /// Each section's `id: state (placeholder height)` and the page state view.
    static func states(_ arguments: [String]) async throws -> (sections: [String], page: String?) {
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        let view = (json["stateView"] as? [String: Any])?["state"] as? String
        return (
            sections.map { section in
                let frame = (section["placeholder"] as? [String: Any])?["frame"] as? [String: Double]
                let height = frame?["height"].map { " (\(Int($0)))" } ?? ""
                return "\(section["id"] as? String ?? "?"): \(section["state"] as? String ?? "?")\(height)"
            }, view
        )
    }

    @Test func theExampleShowsContentAnEmptyViewAndAPlaceholder() async throws {
        let shown = try await Self.states([])
        #expect(shown.sections == ["contacts: content", "inbox: empty (60)", "drafts: empty (50)"])
        #expect(shown.page == nil)
    }

    @Test func stateShowsASectionsView() async throws {
        await #expect(
            try Self.states(["--state", "inbox=failed"]).sections == [
                "contacts: content", "inbox: failed (60)", "drafts: empty (50)",
            ])
        await #expect(
            try Self.states(["--state", "inbox=loading"]).sections == [
                "contacts: content", "inbox: loading (80)", "drafts: empty (50)",
            ])
        // No section with items: the page's own view replaces them all.
        let loading = try await Self.states(["--state", "contacts=loading", "--state", "inbox=loading"])
        #expect(loading.sections.isEmpty)
        #expect(loading.page == "loading")
        await #expect(try Self.states(["--state", "contacts=failed"]).page == "failed")
    }

    @Test func badStatesAreRefused() async throws {
        let unknown = try await CommandRunner.run("quilt", ["layout", Self.page, "--state", "outbox=failed"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no section 'outbox' (sections: contacts, inbox, drafts)"), "\(unknown.stderr)")
        for written in ["inbox=content", "inbox", "=failed", "inbox=broken"] {
            let result = try await CommandRunner.run("quilt", ["render", Self.page, "--state", written])
            #expect(result.status == 64, "\(written): \(result.stderr)")
            #expect(
                result.stderr.contains("--state must be SECTION=loading, SECTION=empty or SECTION=failed"),
                "\(result.stderr)")
        }
    }

    @Test func theHTMLDrawsEachStatesViewWithItsTitleAndRetry() async throws {
        let result = try await CommandRunner.run("quilt", ["render", Self.page, "--state", "inbox=failed"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(#"data-kind="placeholder" data-section="1" data-id="inbox" data-state="failed""#))
        #expect(
            result.stdout.contains(
                #"<span class="quilt-state-title">Couldn't load messages</span><button type="button" class="quilt-retry" data-action="retry">Retry</button>"#
            ))
        let page = try await CommandRunner.run(
            "quilt", ["render", Self.page, "--state", "contacts=failed", "--format", "svg"])
        #expect(page.stdout.contains(#"<g data-kind="placeholder" data-state="failed" role="alert">"#))
        #expect(page.stdout.contains(">Couldn't load your messages</text>"))
        #expect(page.stdout.contains(#"<g data-action="retry">"#))
    }

    /// The picture docs/states.md shows is what `quilt render` draws now.
    @Test func theDocsPictureIsCurrent() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["render", Self.page, "--state", "inbox=failed", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try String(contentsOfFile: PackagePaths.path("docs/images/states-failed.svg"), encoding: .utf8)
        #expect(
            result.stdout == shown,
            "regenerate with: quilt render \(Self.page) --state inbox=failed --format svg -o docs/images/states-failed.svg"
        )
    }

    /// Headless Chromium puts every state view, and the page's, where
    /// `quilt layout` says (Tests/Scripts/browser_boxes.py).
    @Test(.needsBrowser) func aBrowserPutsStateViewsAtTheirFrames() async throws {
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        for states in [
            "--state inbox=failed", "--state inbox=loading --state drafts=empty",
            "--state contacts=loading --state inbox=loading",
        ] {
            let result = try await CommandRunner.script(
                ["python3", "Tests/Scripts/browser_boxes.py", "--quilt", quilt, "--quilt-args", states, Self.page])
            #expect(result.status == 0, "\(states): \(result.stdout)")
            #expect(result.stdout.contains("1 passed, 0 failed"), "\(states): \(result.stdout)")
        }
    }

    /// An `ignoring:` id that names no section is a located error with the
    /// closest id, from both tools alike.
    @Test func ignoringAnUnknownSectionIsALocatedError() async throws {
        let folder = try TemporaryDirectory(files: [
            "p.yaml": """
            page: p
            states:
              empty: {height: 100, title: Nothing}
              ignoring: [banner]
            sections:
              - {id: banners, items: [{id: a}]}
              - {id: feed, items: []}
            """
        ])
        defer { folder.remove() }
        let lint = try await CommandRunner.run("pagelint", ["p.yaml", "--color", "never"], directory: folder.url)
        let layout = try await CommandRunner.run("quilt", ["layout", "p.yaml"], directory: folder.url)
        let expected = "p.yaml:4:14: error: 'ignoring' names no section 'banner' [unknown-value]"
        #expect(lint.stdout.contains(expected), "\(lint.stdout)")
        #expect(layout.stderr.contains(expected), "\(layout.stderr)")
        #expect(lint.stdout.contains("did you mean 'banners'"), "\(lint.stdout)")
    }
}
