import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// Every example page through every command, end to end: the commands must
/// agree with each other and say nothing but the page. `quilt layout` and
/// `quilt render` (HTML and SVG) exit 0 with an empty standard error — no
/// error and no warning, the page's project and loaded data included; the
/// HTML draws exactly the items the layout JSON lists; the SVG is the
/// picture the docs show; `pagelint --strict` lints every page and finds
/// nothing. (The layout JSON's schema, the browser's boxes and the preview
/// are checked in `LayoutCommandTests`, `RenderCommandTests` and the
/// preview's tests.)
@Suite("Example pages, end to end")
struct ExamplePagesTests {
    /// `section/item` for every item the layout JSON lists, in page order.
    static func layoutItems(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        return sections.flatMap { section in
            (section["items"] as? [[String: Any]] ?? []).map {
                "\(section["id"] as? String ?? "?")/\($0["id"] as? String ?? "?")"
            }
        }
    }

    /// `section/item` for every item element of rendered HTML, in document order.
    static func drawnItems(_ html: String) -> [String] {
        html.matches(of: /data-kind="item" data-section="\d+" data-id="([^"]*)" data-index="\d+" data-item="([^"]*)"/)
            .map { "\($0.1)/\($0.2)" }
    }

    @Test func layoutAndRenderAgreeAndSayNothing() async throws {
        try await withEvery("page", in: PackagePaths.examplePages) { page in
            let layout = try await CommandRunner.run("quilt", ["layout", page, "--width", "390", "--compact"])
            #expect(layout.status == 0)
            #expect(layout.stderr.isEmpty, "quilt layout \(page):\n\(layout.stderr)")
            let items = try Self.layoutItems(layout.stdout)

            let html = try await CommandRunner.run("quilt", ["render", page, "--width", "390", "--format", "html"])
            #expect(html.status == 0)
            #expect(html.stderr.isEmpty, "quilt render \(page):\n\(html.stderr)")
            #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
            #expect(html.stdout.contains("data-width=\"390\""))
            #expect(Self.drawnItems(html.stdout) == items, "the HTML draws what the layout lists")

            // The format follows the output file's extension; the picture is the one the docs show.
            let svgFile = FileManager.default.temporaryDirectory.appendingPathComponent(
                "quilt-example-\(UUID().uuidString).svg"
            ).path
            defer { try? FileManager.default.removeItem(atPath: svgFile) }
            let svg = try await CommandRunner.run("quilt", ["render", page, "--width", "390", "-o", svgFile])
            #expect(svg.status == 0)
            #expect(svg.stderr.isEmpty, "quilt render \(page) -o .svg:\n\(svg.stderr)")
            let drawn = try String(contentsOfFile: svgFile, encoding: .utf8)
            #expect(drawn.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            let name = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
            let shown = try? String(
                contentsOf: PackagePaths.root.appendingPathComponent("docs/images/\(name).svg"), encoding: .utf8)
            #expect(shown == drawn, "docs/images/\(name).svg is out of date: swift run quilt-generate")
        }
    }

    /// Pages with a module load their next pages cleanly too.
    @Test func loadingMoreSaysNothingButWhenPagesRunOut() async throws {
        try await withEvery("page", in: PackagePaths.examplePages) { page in
            let result = try await CommandRunner.run("quilt", ["layout", page, "--load-more", "1", "--compact"])
            #expect(result.status == 0)
            let lines = result.stderr.split(separator: "\n").filter {
                !$0.contains("warning: --load-more 1: nothing more to load")
            }
            #expect(lines.isEmpty, "quilt layout \(page) --load-more 1:\n\(result.stderr)")
        }
    }

    @Test func pagelintLintsEveryExamplePageAndFindsNothing() async throws {
        let result = try await CommandRunner.run(
            "pagelint", ["--strict", "--format", "json"] + PackagePaths.exampleProject)
        #expect(result.status == 0, "\(result.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [String])
        #expect(Set(PackagePaths.examplePages).isSubset(of: files), "\(files)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0 && summary["warnings"] as? Int == 0 && summary["infos"] as? Int == 0)
    }

    /// README's gallery shows every example page, and each family's doc its own.
    @Test func theDocsShowEveryExamplePage() async throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        for page in PackagePaths.examplePages {
            let name = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
            #expect(readme.contains("[![\(name)](docs/images/\(name).svg)](\(page))"), "README gallery lacks \(name)")
        }
        // Each built-in family has its page docs/<family>.md, with a picture of an example page.
        for doc in Registry.standard.familyNames + ["decoration"] {
            let text = try String(
                contentsOf: PackagePaths.root.appendingPathComponent("docs/\(doc).md"), encoding: .utf8)
            let pictures = text.components(separatedBy: "](images/").dropFirst().compactMap {
                $0.components(separatedBy: ".svg)").first
            }
            #expect(
                pictures.contains {
                    FileManager.default.fileExists(
                        atPath: PackagePaths.root.appendingPathComponent("docs/images/\($0).svg").path)
                },
                "docs/\(doc).md lacks its picture")
        }
    }
}
