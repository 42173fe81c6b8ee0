import Foundation
import QuiltTestSupport
import Testing

/// The layout JSON as the contract an app renders from
/// (docs/app-integration.md): its version, each section's component kind,
/// state and `canLoadMore`, every supplementary view as `{frame, title,
/// pinned, action}`, and a web page drawn from it alone in Chromium.
@Suite("The layout contract")
struct ContractCommandTests {
    /// `quilt layout PAGE --compact ARGUMENTS`, parsed.
    static func layout(_ page: String, _ arguments: [String] = []) async throws -> [String: Any] {
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Section `id` of a parsed layout.
    static func section(_ id: String, of layout: [String: Any]) throws -> [String: Any] {
        let sections = try #require(layout["sections"] as? [[String: Any]])
        return try #require(sections.first { $0["id"] as? String == id }, "no section \(id)")
    }

    /// A view's title, pinned and action, as `title|pinned|action` (`-` for null).
    static func describe(_ view: Any?) -> String {
        guard let view = view as? [String: Any] else { return "null" }
        let title = view["title"] as? String ?? "-"
        let action = view["action"] as? String ?? "-"
        return "\(title)|\(view["pinned"] as? Bool == true)|\(action)"
    }

    @Test func theContractHasAVersionAndEachSectionsKind() async throws {
        let home = try await Self.layout("Examples/pages/home.yaml")
        #expect(home["version"] as? Int == 1)
        #expect(try Self.section("banners", of: home)["component"] as? String == "banner")
        #expect(try Self.section("shortcuts", of: home)["component"] is NSNull)
        #expect(try Self.section("topics", of: home)["state"] as? String == "content")
    }

    /// Titles, pinning and actions of headers, footers and placeholders:
    /// collapse toggles say `expand:ID` / `collapse:ID`, a generated footer
    /// says what it does, and an empty section's view gives its title.
    @Test func everySupplementaryViewHasOneShape() async throws {
        let collapsible = try await Self.layout("Examples/pages/collapsible.yaml")
        let topics = try Self.section("topics", of: collapsible)
        #expect(Self.describe(topics["header"]) == "Topics|false|expand:topics")
        #expect(Self.describe(topics["footer"]) == "null")
        let settings = try Self.section("settings", of: collapsible)
        #expect(Self.describe(settings["footer"]) == "Show all (4)|false|expand:settings")
        let photos = try Self.section("photos", of: collapsible)
        #expect(Self.describe(photos["footer"]) == "Show less|false|collapse:photos")
        let expanded = try await Self.layout("Examples/pages/collapsible.yaml", ["--intent", "expand:settings"])
        #expect(
            Self.describe(try Self.section("settings", of: expanded)["footer"]) == "Show less|false|collapse:settings")

        let footers = try await Self.layout("Examples/pages/footers.yaml")
        #expect(Self.describe(try Self.section("basket", of: footers)["footer"]) == "Total: 9 items · ¥ 1,284|true|-")

        let states = try await Self.layout("Examples/pages/states.yaml")
        #expect(Self.describe(try Self.section("inbox", of: states)["placeholder"]) == "No messages yet|false|refresh")
        let failed = try await Self.layout("Examples/pages/states.yaml", ["--state", "inbox=failed"])
        #expect(
            Self.describe(try Self.section("inbox", of: failed)["placeholder"]) == "Couldn't load messages|false|retry")
        let whole = try await Self.layout(
            "Examples/pages/states.yaml",
            ["--state", "contacts=failed", "--state", "inbox=failed", "--state", "drafts=failed"])
        let view = try #require(whole["stateView"] as? [String: Any])
        #expect(view["state"] as? String == "failed")
        #expect(Self.describe(view) == "Couldn't load your messages|false|retry")
    }

    /// `canLoadMore` follows the loader: the feed has a second page until
    /// a load-more fetches it.
    @Test func canLoadMoreFollowsTheLoader() async throws {
        let first = try await Self.layout("Examples/pages/feed.yaml")
        #expect(try Self.section("feed", of: first)["canLoadMore"] as? Bool == true)
        #expect(try Self.section("banners", of: first)["canLoadMore"] as? Bool == false)
        let more = try await Self.layout("Examples/pages/feed.yaml", ["--load-more", "1"])
        #expect(try Self.section("feed", of: more)["canLoadMore"] as? Bool == false)
    }

    /// Examples/web/contract.mjs draws every example page from its layout
    /// JSON alone in headless Chromium: every header, footer, placeholder,
    /// item, part and decoration at its frame within 0.5 pt, every title,
    /// every action reported when clicked, `loadMore` when a section that can
    /// load more scrolls to its end (Tests/Scripts/browser_contract.py).
    /// Then the home page is driven as an app drives it: its `loadMore`
    /// and a click on a `select:` item go back to `quilt layout` as
    /// intents, and the page draws the contract that comes back.
    @Test(.needsBrowser) func aWebPageDrawnFromTheContractAloneMatchesIt() async throws {
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let pages = PackagePaths.examplePages
        let all = try await CommandRunner.script(
            ["python3", "Tests/Scripts/browser_contract.py", "--quilt", quilt] + pages)
        #expect(all.status == 0, "\(all.stdout)")
        #expect(all.stdout.contains("\(pages.count) passed, 0 failed"), "\(all.stdout)")
        let failed = try await CommandRunner.script([
            "python3", "Tests/Scripts/browser_contract.py", "--quilt", quilt, "--quilt-args",
            "--state inbox=failed", "Examples/pages/states.yaml",
        ])
        // The inbox's Retry and the drafts placeholder's own action.
        #expect(failed.status == 0 && failed.stdout.contains("2 actions checked"), "\(failed.stdout)")
        let driven = try await CommandRunner.script([
            "python3", "Tests/Scripts/browser_contract.py", "--quilt", quilt, "--perform", "Examples/pages/home.yaml",
        ])
        #expect(driven.status == 0 && driven.stdout.contains("1 passed, 0 failed"), "\(driven.stdout)")
        #expect(driven.stdout.contains("performed loadMore, select:topics:kotlin"), "\(driven.stdout)")
        print(all.stdout.split(separator: "\n").filter { $0.hasPrefix("contract in a browser:") }.joined())
    }
}
