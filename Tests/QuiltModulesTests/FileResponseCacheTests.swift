import Foundation
import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

@Suite("Shared data files")
struct FileResponseCacheTests {
    let project: TemporaryDirectory

    init() throws {
        project = try TemporaryDirectory(files: [
            "quilt.yml": "project: test\n",
            "data/feed.json": #"{"list": [{"id": "a"}, {"id": "b"}]}"#,
            "data/other.json": #"{"list": []}"#,
            "data/broken.json": "{not json",
        ])
    }

    private func read(_ path: String, with lease: FileResponseCache.Lease?) throws(RequestError) -> DataValue {
        let roots = FileRoots(pagePath: project.path("pages/page.yaml"))
        return try FileDataRequest(requestID: "r", path: path, roots: roots, responses: lease).read()
    }

    @Test func leasesShareOneParseOfAFile() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        let first = cache.lease()
        let second = cache.lease()
        let value = try read("data/feed.json", with: first)
        #expect(try read("data/feed.json", with: second) == value)
        #expect(try read("data/feed.json", with: first) == value)
        #expect(value == .object(["list": .array([.object(["id": .string("a")]), .object(["id": .string("b")])])]))
        #expect(cache.parseCount == 1)
        #expect(cache.count == 1)
    }

    @Test func aChangedFileIsParsedAgain() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        let lease = cache.lease()
        _ = try read("data/feed.json", with: lease)
        // Another size, so the version differs even on a coarse clock.
        try project.write("data/feed.json", #"{"list": [{"id": "c"}]}"#)
        #expect(
            try read("data/feed.json", with: cache.lease())
                == .object(["list": .array([.object(["id": .string("c")])])]))
        #expect(try read("data/feed.json", with: lease) == .object(["list": .array([.object(["id": .string("c")])])]))
        #expect(cache.parseCount == 2)
        #expect(cache.count == 1)
    }

    @Test func aFileIsDroppedWhenTheLastLeaseThatReadItEnds() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        let first = cache.lease()
        let second = cache.lease()
        _ = try read("data/feed.json", with: first)
        _ = try read("data/feed.json", with: second)
        _ = try read("data/other.json", with: second)
        #expect(cache.count == 2)
        second.end()
        #expect(cache.count == 1)
        second.end()
        #expect(cache.count == 1)
        first.end()
        #expect(cache.count == 0)
        // An ended lease still reads, and keeps nothing.
        #expect(try read("data/other.json", with: first) == .object(["list": .array([])]))
        #expect(cache.count == 0)
    }

    @Test func aLeaseLetGoEndsItself() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        do {
            let lease = cache.lease()
            _ = try read("data/feed.json", with: lease)
            #expect(cache.count == 1)
        }
        #expect(cache.count == 0)
    }

    @Test func failuresAreNotKeptAndReadAsWithoutACache() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        let lease = cache.lease()
        for path in ["data/broken.json", "data/missing.json"] {
            var shared: RequestError.Reason?
            var plain: RequestError.Reason?
            do { _ = try read(path, with: lease) } catch { shared = error.reason }
            do { _ = try read(path, with: nil) } catch { plain = error.reason }
            #expect(shared != nil, "\(path)")
            #expect(shared == plain, "\(path)")
        }
        #expect(cache.count == 0)
        lease.end()
        #expect(cache.count == 0)
    }

    @Test func aLimitIsPartOfWhatIsShared() throws {
        defer { project.remove() }
        let cache = FileResponseCache()
        let lease = cache.lease()
        let roots = FileRoots(pagePath: project.path("pages/page.yaml"))
        let tight = FileDataRequest(requestID: "r", path: "data/feed.json", roots: roots, maxBytes: 8, responses: lease)
        #expect(throws: RequestError.self) { try tight.read() }
        _ = try read("data/feed.json", with: lease)
        #expect(throws: RequestError.self) { try tight.read() }
        #expect(cache.count == 1)
    }
}
