import Foundation
import Quilt
import Testing
import QuiltTestSupport
@testable import QuiltPreview
@testable import QuiltPreviewSite

@Suite("Change detection", .highPriority)
struct ChangeMonitorTests {
    static func monitor(_ project: TemporaryDirectory, path: String = "") throws -> ChangeMonitor {
        let source = try PreviewSource(path: path.isEmpty ? project.url.path : project.path(path), base: .standard)
        return ChangeMonitor(watchList: source.watchList)
    }

    @Test func nothingChangedKeepsTheVersion() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        #expect(await monitor.check() == false)
        #expect(await monitor.check() == false)
        #expect(await monitor.version == 1)
    }

    /// Every kind of project file counts: kinds, presets, pages, data, quilt.yml.
    @Test(arguments: [
        "components/card.yaml", "layouts/cards2.yaml", "pages/home.yaml", "data/news.json", "quilt.yml",
        "images/forbid.png",
    ])
    func editingAnyProjectFileBumpsTheVersionOnce(file: String) async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        try project.append(file, "\n")
        #expect(await monitor.check())
        #expect(await monitor.version == 2)
        #expect(await monitor.check() == false)
        #expect(await monitor.version == 2)
    }

    @Test func aNewTimeWithTheSameSizeIsAChange() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        let file = project.path("components/tag.yaml")
        let old = try #require(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(-60)], ofItemAtPath: file)
        #expect(await monitor.check())
    }

    @Test func addingAndRemovingFilesAreChanges() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        try project.write("pages/extra.yaml", "page: extra\nsections: []\n")
        #expect(await monitor.check())
        try FileManager.default.removeItem(atPath: project.path("data/news.json"))
        #expect(await monitor.check())
        #expect(await monitor.version == 3)
    }

    @Test func hiddenFilesAreNotWatched() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        try project.write(".notes", "x")
        try project.write(".cache/state.json", "{}")
        #expect(await monitor.check() == false)
    }

    /// Globs may reach past the project folder; what they match is watched too.
    @Test func filesOutsideTheProjectFolderThatGlobsMatchAreWatched() async throws {
        let root = try TemporaryDirectory()
        try root.write("site/quilt.yml", "pages: [pages/*.yaml, ../shared/*.yaml]\n")
        try root.write("site/pages/a.yaml", "page: a\nsections: []\n")
        try root.write("shared/b.yaml", "page: b\nsections: []\n")
        try root.write("elsewhere/c.yaml", "page: c\n")
        let monitor = try Self.monitor(root, path: "site")
        try root.append("shared/b.yaml", "# edited\n")
        #expect(await monitor.check())
        try root.append("elsewhere/c.yaml", "# edited\n")
        #expect(await monitor.check() == false)
    }

    /// A page without a project: its folder (above `pages/`) is watched.
    @Test func aLonePageWatchesItsFolder() async throws {
        let root = try TemporaryDirectory()
        try root.write("pages/solo.yaml", "page: solo\nsections: []\n")
        try root.write("data/solo.json", "[]")
        let monitor = try Self.monitor(root, path: "pages/solo.yaml")
        try root.append("data/solo.json", " ")
        #expect(await monitor.check())
        try root.append("pages/solo.yaml", "# edited\n")
        #expect(await monitor.check())
    }

    @Test func theWatchListStopsAtItsLimit() throws {
        let root = try TemporaryDirectory()
        for index in 0..<5 { try root.write("f\(index).txt", "\(index)") }
        let stamps = FileWatchList(folders: [root.url.path], files: [], limit: 3).scan()
        #expect(stamps.entries.count == 3)
        #expect(stamps.isTruncated)
        let all = FileWatchList(folders: [root.url.path, root.url.path], files: [root.path("f0.txt")]).scan()
        #expect(all.entries.count == 5)
        #expect(!all.isTruncated)
    }

    @Test func waitersGetTheNextVersion() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        #expect(await monitor.version(after: 0, timeout: .seconds(60)) == 1)
        // Whether the change comes before or after the wait starts, the answer is 2.
        let waiting = Task { await monitor.version(after: 1, timeout: .seconds(60)) }
        try project.append("components/card.yaml", "# edited\n")
        await monitor.check()
        #expect(await waiting.value == 2)
    }

    @Test func aWaitEndsWithTheSameVersionAfterItsTimeout() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        #expect(await monitor.version(after: 1, timeout: .milliseconds(10)) == 1)
    }

    @Test func closingAnswersWaiters() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        let waiting = Task { await monitor.version(after: 1, timeout: .seconds(600)) }
        await monitor.close()
        #expect(await waiting.value == 1)
        #expect(await monitor.version(after: 1, timeout: .seconds(600)) == 1)
    }

    @Test func cancellingAWaitAnswersIt() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let monitor = try Self.monitor(project)
        let waiting = Task { await monitor.version(after: 1, timeout: .seconds(600)) }
        waiting.cancel()
        #expect(await waiting.value == 1)
    }
}
