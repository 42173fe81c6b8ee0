import Foundation
import Testing
import QuiltTestSupport

@Suite("quilt render")
struct RenderCommandTests {
    static func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("quilt-render-\(UUID().uuidString)-\(name)").path
    }

    @Test func severalWidthsInOneFile() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["render", "Examples/pages/lists.yaml", "--width", "320, 390,768", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("lists · 320 pt"))
        #expect(result.stdout.contains("lists · 390 pt"))
        #expect(result.stdout.contains("lists · 768 pt"))
        let html = try await CommandRunner.run("quilt", ["render", "Examples/pages/lists.yaml", "--width", "320,768"])
        #expect(html.stdout.components(separatedBy: "<div class=\"quilt-page\"").count - 1 == 2)
    }

    /// Without `--width` a page is drawn at the width `quilt layout` uses:
    /// the project's first width (375 in the shop project), not 390.
    @Test func theProjectsFirstWidthIsTheDefault() async throws {
        let page = "Tests/Fixtures/projects/shop/pages/home.yaml"
        let svg = try await CommandRunner.run("quilt", ["render", page, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("home · 375 pt"), "\(svg.stdout.prefix(800))")
        #expect(!svg.stdout.contains("home · 390 pt"))
        let html = try await CommandRunner.run("quilt", ["render", page])
        #expect(
            html.stdout.contains("<figcaption class=\"quilt-caption\">home · 375 pt"), "\(html.stdout.prefix(4000))")
    }

    @Test func projectImagesAreEmbedded() async throws {
        let result = try await CommandRunner.run("quilt", ["render", "Examples/pages/decorations.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("<img src=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(!result.stdout.contains("images/forbid.png"))
    }

    @Test func aMissingImageIsAWarningAndChangesNoBox() async throws {
        let result = try await CommandRunner.run("quilt", ["render", "Tests/Fixtures/render/missing-image.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: image 'images/not-there.png' not found"))
        #expect(!result.stdout.contains("<img"))
        await #expect(
            try CommandRunner.run("quilt", ["render", "Tests/Fixtures/render/missing-image.yaml", "--strict"]).status
                == 1)
        #expect(
            result.stdout.contains(
                "data-kind=\"attached\" data-attached=\"decoration\" data-section=\"0\" data-id=\"s\" data-index=\"0\" aria-hidden=\"true\" style=\"left:0px;top:0px;width:390px;height:40px;z-index:-1\""
            ))
    }

    /// Only files inside the page's folders are embedded: an absolute path or
    /// a `..` past them reads nothing.
    @Test func imagesOutsideTheProjectAreNotRead() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let pages = folder.url.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let image = PackagePaths.root.appendingPathComponent("Examples/images/forbid.png")
        try FileManager.default.copyItem(at: image, to: folder.url.appendingPathComponent("outside.png"))
        try FileManager.default.copyItem(at: image, to: pages.appendingPathComponent("inside.png"))
        let page = pages.appendingPathComponent("page.yaml")
        try Data(
            """
            page: p
            sections:
              - layout: {kind: list, itemRatio: {absolute: 40}}
                decoration:
                  - {contents: {image: \(image.path)}}
                  - {contents: {image: ../outside.png}}
                  - {contents: {image: inside.png}}
                items: [{id: a}]
            """.utf8
        ).write(to: page)
        let result = try await CommandRunner.run("quilt", ["render", page.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: image '\(image.path)' not found"))
        #expect(result.stderr.contains("warning: image '../outside.png' not found"))
        #expect(!result.stderr.contains("inside.png"))
        #expect(result.stdout.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1 == 1)
    }

    @Test func pageErrorsExitOneAndWriteNothing() async throws {
        let output = Self.temporaryFile("bad.html")
        let result = try await CommandRunner.run(
            "quilt", ["render", "Tests/Fixtures/render/bad-decoration.yaml", "-o", output])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(
            result.stderr.hasPrefix(
                "Tests/Fixtures/render/bad-decoration.yaml:6:63: error: 'locations' has 3 values but 'colors' has 2"))
        #expect(result.stderr.contains("[out-of-range]"))
    }

    @Test(arguments: ["0", "-390", "abc", "390,", "390,,768", "nan", "1e9"])
    func badWidthsAreUsageErrors(width: String) async throws {
        let result = try await CommandRunner.run("quilt", ["render", "Examples/pages/lists.yaml", "--width=\(width)"])
        #expect(result.status != 0)
        #expect(result.status != 1)
        #expect(result.stderr.contains("--width"), "\(result.stderr)")
    }

    @Test func unknownFormatIsAUsageError() async throws {
        let result = try await CommandRunner.run("quilt", ["render", "Examples/pages/lists.yaml", "--format", "pdf"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("pdf"))
    }

    /// Headless Chromium lays out every example page's HTML and every element
    /// box must equal `quilt layout`'s frame within 0.5 pt
    /// (Tests/Scripts/browser_boxes.py).
    @Test(.needsBrowser) func aBrowserPutsEveryElementAtItsFrame() async throws {
        let pages = PackagePaths.examplePages
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let result = try await CommandRunner.script(
            ["python3", "Tests/Scripts/browser_boxes.py", "--quilt", quilt] + pages)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\(pages.count) passed, 0 failed"), "\(result.stdout)")
        print(result.stdout.split(separator: "\n").filter { $0.hasPrefix("browser boxes:") }.joined())
    }

    /// Every example page laid out and drawn right to left (`--direction
    /// rtl`, `dir="rtl"` on the HTML): Chromium must put every element at
    /// its mirrored frame — strips overflowing to the left at scroll offset
    /// 0 — and scroll every strip from its first (negative) snap offset to 0.
    @Test(.needsBrowser) func aBrowserPutsEveryElementAtItsFrameRightToLeft() async throws {
        let pages = PackagePaths.examplePages
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        let result = try await CommandRunner.script(
            ["python3", "Tests/Scripts/browser_boxes.py", "--quilt", quilt, "--quilt-args", "--direction rtl"] + pages)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\(pages.count) passed, 0 failed"), "\(result.stdout)")
        print(
            "right to left: " + result.stdout.split(separator: "\n").filter { $0.hasPrefix("browser boxes:") }.joined())
    }
}
