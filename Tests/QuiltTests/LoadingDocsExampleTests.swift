import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// The YAML snippets of README "Loading data" and docs/loading.md decode
/// without errors against the standard registry.
@Suite("Loading docs examples")
struct LoadingDocsExampleTests {
    /// The ```yaml blocks of `text` that hold a `module:` block.
    static func moduleSnippets(in text: String) -> [String] {
        text.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
            let snippet = block.components(separatedBy: "```").first ?? ""
            return snippet.contains("module:") ? snippet : nil
        }
    }

    static func check(_ file: String) throws -> Int {
        let text = try String(contentsOfFile: PackagePaths.path(file), encoding: .utf8)
        let snippets = moduleSnippets(in: text)
        for snippet in snippets {
            var page = snippet.contains("page:") ? snippet : "page: example\n" + snippet
            if !page.contains("sections:") { page += "sections: []\n" }
            let decoded = PageFile.parse(page, path: file, registry: .standard)
            #expect(!decoded.diagnostics.containsErrors, "\(file): \(decoded.diagnostics)\n\(snippet)")
        }
        return snippets.count
    }

    @Test func readmeSnippetsDecode() throws {
        #expect(try Self.check("README.md") >= 7)
    }

    @Test func loadingDocSnippetsDecode() throws {
        #expect(try Self.check("docs/loading.md") >= 7)
    }
}
