import Foundation
import QuiltCore
@testable import QuiltModules
import Testing
import QuiltTestSupport

@Suite("File requests", .highPriority)
struct FileRequestTests {
    let project: TemporaryDirectory

    init() throws {
        project = try TemporaryDirectory(files: [
            "quilt.yml": "project: test\n",
            "pages/local.json": #"{"where": "page"}"#,
            "shared.json": #"{"where": "project"}"#,
            "data/feed.json": #"{"where": "data"}"#,
            "data/broken.json": "{not json",
            "data/big.json": "[" + String(repeating: "1,", count: 600) + "1]",
            "data/folder/.keep": "",
            "outside.txt": "",
        ])
    }

    private func fetch(_ path: String, maxBytes: Int = 1024) async throws(RequestError) -> DataValue {
        let roots = FileRoots(pagePath: project.path("pages/page.yaml"))
        return try await FileDataRequest(requestID: "r", path: path, roots: roots, timeout: 5, maxBytes: maxBytes)
            .fetch()
    }

    private func reason(_ path: String, maxBytes: Int = 1024) async -> RequestError.Reason? {
        do {
            _ = try await fetch(path, maxBytes: maxBytes)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func pathsAreTriedInThePageFolderThenTheProjectThenItsDataFolder() async throws {
        defer { project.remove() }
        #expect(try await fetch("local.json") == .object(["where": .string("page")]))
        #expect(try await fetch("shared.json") == .object(["where": .string("project")]))
        #expect(try await fetch("feed.json") == .object(["where": .string("data")]))
        #expect(try await fetch("data/feed.json") == .object(["where": .string("data")]))
    }

    @Test func theProjectIsTheFolderWithQuiltYml() {
        defer { project.remove() }
        let roots = FileRoots(pagePath: project.path("pages/page.yaml"))
        #expect(roots.projectDirectory == project.url.standardizedFileURL.path)
        #expect(roots.searchDirectories.count == 3)
    }

    @Test(arguments: ["../../etc/passwd", "../../outside.txt", "/etc/passwd", "~/x.json", "data/../../x.json"])
    func leavingTheProjectIsRefused(path: String) async {
        defer { project.remove() }
        #expect(await reason(path) == .outsideProject(path: path))
    }

    @Test func aSymbolicLinkPointingOutIsRefused() async throws {
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("data/link.json").path, withDestinationPath: "/etc/hostname")
        #expect(await reason("link.json") == .outsideProject(path: "link.json"))
    }

    @Test func problemsNameTheRequestAndThePath() async {
        defer { project.remove() }
        if case .fileNotFound(let path, let searched)? = await reason("nope.json") {
            #expect(path == "nope.json")
            #expect(searched.count == 3)
        } else {
            Issue.record("expected fileNotFound")
        }
        #expect(await reason("folder") == .notAFile(path: "folder"))
        #expect(await reason("big.json") == .tooLarge(limit: 1024))
        if case .notJSON? = await reason("broken.json") {} else { Issue.record("expected notJSON") }
        do {
            _ = try await fetch("nope.json")
        } catch {
            #expect(error.description.hasPrefix("request 'r' (nope.json): no file 'nope.json'"))
        }
    }

    @Test func aCancelledTaskReadsNothing() async {
        defer { project.remove() }
        let task = Task { () -> RequestError.Reason? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await reason("feed.json")
        }
        #expect(await task.value == .cancelled)
    }

    @Test func withoutRootsFileRequestsAreRefused() {
        #expect(throws: RequestError.self) {
            try StandardTransport(roots: nil).dataRequest(for: ResolvedRequest(requestID: "r", url: "a.json"))
        }
    }
}
