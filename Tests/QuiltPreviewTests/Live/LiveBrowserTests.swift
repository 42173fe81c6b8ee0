import Foundation
import QuiltTestSupport
import Testing

/// The live page in headless Chromium against `quilt layout`
/// (Tests/Scripts/live_preview.py drives `quilt preview` over the DevTools
/// Protocol): each check is one test, skipped without a browser.
@Suite("Live page in a browser", .serialized)
struct LiveBrowserTests {
    /// Runs the script's `check` and expects it to pass alone.
    static func run(_ check: String, seeds: Int = 12) async throws {
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let result = try await offThePool {
            try CommandRunner.script([
                "python3", "Tests/Scripts/live_preview.py", "--quilt", quilt, "--seeds", String(seeds), "--only", check,
            ])
        }
        #expect(result.status == 0, "\(check): \(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok \(check):"), "\(check): \(result.stdout)")
        #expect(result.stdout.contains("0 failed"), "\(check): \(result.stdout)")
    }

    /// Generated pages of every family: after `scrollTo(y)` for many `y`,
    /// the DOM holds the elements `quilt layout` says meet the viewport, each
    /// at its frame within 0.5 pt, nothing beyond a screen of overscan, the
    /// pinned headers where `quilt layout --offset` puts them; strips
    /// released with a velocity settle on `targetOffset`'s answer.
    @Test(.needsBrowser) func elementsSitAtTheirFramesAtEveryOffset() async throws {
        try await Self.run("layout")
    }

    /// A page of 100,000 items never holds more than 300 item elements.
    @Test(.needsBrowser) func aHundredThousandItemsKeepTheDOMSmall() async throws {
        try await Self.run("big")
    }

    /// A paged feed loads more at the end until it has no more; refresh
    /// replaces it; a failed section shows its failed state and retry fills it.
    @Test(.needsBrowser) func loadingRunsInTheSession() async throws {
        try await Self.run("loading")
    }

    /// An edit while scrolled keeps the offset and changes only the edited item.
    @Test(.needsBrowser) func editsPatchOnlyWhatChanged() async throws {
        try await Self.run("edit")
    }

    /// The example collapsible page: clicking a section's "Show all" footer
    /// shows all its items, clicking "Show less" the first three again.
    @Test(.needsBrowser) func collapsibleSectionsToggleOnClick() async throws {
        try await Self.run("toggle")
    }

    /// The example project's pages sized by text (home, kinds, flex):
    /// every measured text is drawn in the page's embedded font, its box as
    /// tall as the engine measured it.
    @Test(.needsBrowser) func textsAreDrawnInThePagesFontsAtTheirMeasuredHeights() async throws {
        try await Self.run("texts")
    }

    /// The example pages drawn from views (news, shop, messages): every
    /// live item holds its parts at their frames in it, with their texts
    /// and pictures, as the static drawing does.
    @Test(.needsBrowser) func viewPartsAreDrawnLiveAsTheyAreDrawnStatically() async throws {
        try await Self.run("parts")
    }

    /// The example home page, in a browser with classic scrollbars: the
    /// live viewport shows the device's whole width, every decoration is
    /// seen where nothing covers it, titles start at the items' inset and
    /// pictures lie above their texts, live and static.
    @Test(.needsBrowser) func thePageIsShownFaithfully() async throws {
        try await Self.run("faithful")
    }

    /// The example home page: tapping a topic chip selects it, tapping it
    /// again deselects it (the session performs `select:`/`deselect:`),
    /// and tapping a shortcut shows the URL its action opens.
    @Test(.needsBrowser) func tapsPerformTheContractsActions() async throws {
        try await Self.run("actions")
    }
}
