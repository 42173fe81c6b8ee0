import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// A project handed over in memory (what the WebAssembly module loads) is
/// the project read from disk: the same registry, files and diagnostics,
/// and every page decodes and lays out to the same JSON.
@Suite("Projects in memory")
struct MemoryProjectTests {
    /// Every file under `Examples/` but the plugin package, by its path from the package root.
    static func exampleFiles() -> MemoryProjectFiles {
        var files = MemoryProjectFiles()
        let base = PackagePaths.path("Examples")
        let walker = FileManager.default.enumerator(atPath: base)
        while let relative = walker?.nextObject() as? String {
            guard !relative.hasPrefix("Plugin"), relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else {
                continue
            }
            if let data = FileManager.default.contents(atPath: "\(base)/\(relative)") {
                files.add(String(decoding: data, as: UTF8.self), at: "Examples/\(relative)")
            }
        }
        return files
    }

    @Test func theExampleProjectLoadsAsFromDisk() throws {
        let root = PackagePaths.path()
        let disk = try withCurrentDirectory(root) {
            ProjectLoader.load(file: "Examples/quilt.yml", base: .standard)
        }
        let memory = ProjectLoader.load(file: "Examples/quilt.yml", base: .standard, files: Self.exampleFiles())
        #expect(memory.diagnostics.map(\.description) == disk.diagnostics.map(\.description))
        #expect(memory.pageFiles == disk.pageFiles)
        #expect(memory.componentFiles == disk.componentFiles)
        #expect(memory.layoutFiles == disk.layoutFiles)
        #expect(memory.registry.componentKinds.keys.sorted() == disk.registry.componentKinds.keys.sorted())
        #expect(memory.registry.layoutNames == disk.registry.layoutNames)
        #expect(memory.registry.fontFamilies == disk.registry.fontFamilies)
        #expect(!memory.pageFiles.isEmpty)
    }

    @Test func everyExamplePageDecodesAndLaysOutAsFromDisk() throws {
        let files = Self.exampleFiles()
        let root = PackagePaths.path()
        let project = ProjectLoader.load(file: "Examples/quilt.yml", base: .standard, files: files)
        for path in project.pageFiles {
            let fromDisk = try withCurrentDirectory(root) { project.loadPage(path: path) }
            let fromMemory = PageFile.decode(files.document(at: path), registry: project.registry)
            #expect(fromMemory.diagnostics.map(\.description) == fromDisk.diagnostics.map(\.description), "\(path)")
            let page = try #require(fromMemory.page, "\(path)")
            let expected = try #require(fromDisk.page, "\(path)")
            #expect(
                LayoutJSON().encode(PageLayout.layout(page, width: 390))
                    == LayoutJSON().encode(PageLayout.layout(expected, width: 390)), "\(path)")
        }
    }

    @Test func aMissingFileIsAnIOErrorAndGlobsMatchInMemory() {
        let files = MemoryProjectFiles([
            "quilt.yml": "pages: ['pages/*.yaml']\n", "pages/a.yaml": "page: a\n", "./pages/b.yaml": "page: b\n",
            "other/c.yaml": "",
        ])
        #expect(files.files(matching: Glob("pages/*.yaml"), in: ".") == ["pages/a.yaml", "pages/b.yaml"])
        #expect(files.files(matching: Glob("*.yaml"), in: "pages") == ["a.yaml", "b.yaml"])
        #expect(files.files(matching: Glob("**/*.yaml"), in: ".") == ["other/c.yaml", "pages/a.yaml", "pages/b.yaml"])
        let missing = files.document(at: "pages/none.yaml")
        #expect(missing.root == nil)
        #expect(missing.diagnostics.map(\.description) == ["pages/none.yaml:1:1: error: no such file [io-error]"])
    }
}

/// Runs `body` with the current directory set to `path`, as commands resolve
/// a project's relative paths from where they run.
private func withCurrentDirectory<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
}
