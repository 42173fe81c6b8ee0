import Foundation
import QuiltTestSupport
import Testing

/// `--appearance` on `quilt render` and `quilt layout`, over the example page
/// with light and dark colours.
@Suite("quilt render and layout --appearance")
struct AppearanceCommandTests {
    static let page = "Examples/pages/appearance.yaml"

    @Test func renderDrawsTheChosenHalf() async throws {
        let followed = try await CommandRunner.run("quilt", ["render", Self.page])
        #expect(followed.status == 0 && followed.stderr.isEmpty, "\(followed.stderr)")
        #expect(followed.stdout.contains("@media (prefers-color-scheme:dark)"))
        #expect(followed.stdout.contains("--quilt-fill-dark:rgba(28,28,30,1)"))
        let dark = try await CommandRunner.run("quilt", ["render", Self.page, "--appearance", "dark"])
        #expect(dark.status == 0)
        #expect(
            dark.stdout.contains("background-color:rgba(28,28,30,1)") && !dark.stdout.contains("prefers-color-scheme"))
        let svg = try await CommandRunner.run(
            "quilt", ["render", Self.page, "--format", "svg", "--appearance", "dark"])
        #expect(svg.stdout.contains("fill=\"#1c1c1e\" fill-opacity=\"1\""))
        let lightSVG = try await CommandRunner.run("quilt", ["render", Self.page, "--format", "svg"])
        #expect(lightSVG.stdout.contains("fill=\"#ffffff\" fill-opacity=\"1\"") && !lightSVG.stdout.contains("#1c1c1e"))
        let wrong = try await CommandRunner.run("quilt", ["render", Self.page, "--appearance", "dim"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--appearance"), "\(wrong.status) \(wrong.stderr)")
    }

    /// The layout JSON writes a pair as `{light, dark}` unless one half is asked for.
    @Test func layoutWritesBothHalvesOrTheChosenOne() async throws {
        func fill(_ arguments: [String]) async throws -> Any? {
            let result = try await CommandRunner.run("quilt", ["layout", Self.page, "--compact"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let sections = json?["sections"] as? [[String: Any]]
            let decorations = sections?.first?["decorations"] as? [[String: Any]]
            return (decorations?.first?["attributes"] as? [String: Any])?["color"]
        }
        let both = try await fill([])
        let dark = try await fill(["--appearance", "dark"])
        let light = try await fill(["--appearance", "light"])
        #expect(both as? [String: String] == ["light": "#ffffffff", "dark": "#1c1c1eff"])
        #expect(dark as? String == "#1c1c1eff")
        #expect(light as? String == "#ffffffff")
    }

    /// Chromium in its light and dark colour schemes draws the page that
    /// follows the scheme as `--appearance light` and `--appearance dark`
    /// draw it (Tests/Scripts/browser_appearance.py), for every example page.
    @Test(.needsBrowser) func aBrowserFollowsTheColourScheme() async throws {
        let pages = PackagePaths.examplePages
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let result = try await CommandRunner.script(
            ["python3", "Tests/Scripts/browser_appearance.py", "--quilt", quilt] + pages)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\(pages.count) passed, 0 failed"), "\(result.stdout)")
        #expect(
            result.stdout.contains("ok   \(Self.page): 3 decorations in both schemes, 2 drawn differently when dark"),
            "\(result.stdout)")
        print(result.stdout.split(separator: "\n").filter { $0.hasPrefix("browser appearance:") }.joined())
    }
}
