import Foundation
import Quilt
import QuiltPreview

#if canImport(Glibc)
import Glibc
#endif

/// The live preview's sessions (`quilt preview`'s `/pages/NAME`), driven as
/// the browser drives them but without a socket: one viewport report
/// answered (the elements `elements(in:)` finds in the viewport and a
/// screen of overscan, drawn as HTML, diffed against what the page has) on
/// a page of 100,000 items; the bytes of the patches a scroll by one screen
/// and a load-more commit send; the resident memory 20 open sessions on one
/// page take (`/proc/self/statm`).
enum LiveBenchmarks {
    static let items = 100_000
    static let reports = 400
    static let height = 844.0

    static func report() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-live-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try writeProject(at: folder)
            let site = PreviewSite(source: try PreviewSource(path: folder.path, base: .standard), offline: true)
            blocking { await measure(site) }
        } catch {
            print("  the live benchmark's project could not be written: \(error)")
        }
    }

    /// A page of `items` items (two a row, 44 pt high) loaded from a data
    /// file, and a feed that loads 40 items a page over 20 pages.
    static func writeProject(at folder: URL) throws {
        let manager = FileManager.default
        for sub in ["pages", "data"] {
            try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write("quilt.yml", "pages: [pages/*.yaml]\n")
        try write(
            "data/big.json",
            "{\"list\": [" + (0..<items).map { "{\"id\": \"i\($0)\", \"title\": \"Item \($0)\"}" }.joined(separator: ",") + "]}")
        try write(
            "pages/big.yaml",
            "page: big\nmodule: {kind: single, request: {id: big, url: data/big.json, items: /list}}\n"
                + "sections:\n  - {id: list, source: big, header: {height: 44, pinned: true, title: All}, "
                + "layout: {kind: list, distribution: 2, itemRatio: {absolute: 44}}}\n")
        for page in 1...20 {
            let list = (0..<40).map { "{\"id\": \"p\(page)-\($0)\", \"title\": \"Page \(page) item \($0)\"}" }
            try write("data/feed-\(page).json", "{\"list\": [\(list.joined(separator: ","))], \"more\": \(page < 20)}")
        }
        try write(
            "pages/feed.yaml",
            "page: feed\nmodule: {kind: single, request: {id: feed, url: \"data/feed-{{page}}.json\", items: /list, "
                + "paging: {start: 1, hasMore: /more}}}\nsections:\n  - {id: feed, source: feed, header: {height: 40, title: Feed}, "
                + "layout: {kind: list, itemRatio: {absolute: 60}}}\n")
    }

    static func measure(_ site: PreviewSite) async {
        let resident = ResidentMemory()
        // One report answered: time, and the bytes of the answer.
        let output = LiveBenchmarkOutput()
        let session = LiveSession(site: site, name: "big", width: 390, viewport: Viewport(y: 0, height: height), send: output.send)
        await session.open()
        await output.waitUntilLoaded()
        let contentHeight = 44 + 44 * Double(items / 2)
        var random = SplitMix64(seed: 11)
        var times: [Double] = []
        let clock = ContinuousClock()
        for seq in 1...reports {
            let y = Double(random.next() % UInt64(contentHeight - height))
            let elapsed = await clock.measure {
                await session.receive(#"{"type": "viewport", "seq": \#(seq), "y": \#(y), "height": \#(height)}"#)
            }
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        times.sort()
        print(
            "  viewport report answered, \(items)-item page (random jumps): median "
                + "\(BenchmarkRunner.format2(times[times.count / 2])) ms, p95 \(BenchmarkRunner.format2(times[times.count * 95 / 100])) ms, "
                + "\(BenchmarkRunner.format2(output.medianBytes(of: "patch", last: reports) / 1024)) KiB per answer")
        // Scrolling by one screen: what enters and leaves, plus moved pins.
        var steps: [Double] = []
        var y = 100_000.0
        for seq in 1...50 {
            y += height
            let before = output.count
            await session.receive(#"{"type": "viewport", "seq": \#(reports + seq), "y": \#(y), "height": \#(height)}"#)
            steps.append(Double(output.bytes(since: before)))
        }
        steps.sort()
        print("  patch for a scroll by one screen (844 pt): median \(Int(steps[steps.count / 2])) bytes")
        await session.close()

        // One load-more: the viewport near the feed's end loads the next 40 items.
        let feedOutput = LiveBenchmarkOutput()
        let feed = LiveSession(site: site, name: "feed", width: 390, viewport: Viewport(y: 0, height: height), send: feedOutput.send)
        await feed.open()
        await feedOutput.waitUntilLoaded()
        var commits: [Double] = []
        for seq in 1...10 {
            let end = 40 + 60 * 40 * Double(seq) - height
            let before = feedOutput.count
            await feed.receive(#"{"type": "viewport", "seq": \#(seq), "y": \#(end), "height": \#(height)}"#)
            await feedOutput.waitUntilLoaded(after: before)
            commits.append(Double(feedOutput.bytes(since: before, type: "patch", acknowledged: false)))
        }
        commits.sort()
        print("  patch for one load-more commit (40 items at the end): median \(Int(commits[commits.count / 2])) bytes")
        await feed.close()

        // Twenty sessions open on the 100,000-item page, each loaded.
        let before = resident.bytes
        var sessions: [LiveSession] = []
        var outputs: [LiveBenchmarkOutput] = []
        for _ in 0..<20 {
            let output = LiveBenchmarkOutput()
            let session = LiveSession(site: site, name: "big", width: 390, viewport: Viewport(y: 0, height: height), send: output.send)
            await session.open()
            await output.waitUntilLoaded()
            sessions.append(session)
            outputs.append(output)
        }
        let grown = Double(resident.bytes - before) / 1_048_576
        print(
            "  20 sessions open on the \(items)-item page: resident memory +\(BenchmarkRunner.format2(grown)) MiB "
                + "(\(BenchmarkRunner.format2(grown / 20)) MiB a session)")
        for session in sessions { await session.close() }
    }

    /// Runs `work` to its end from synchronous code (the benchmark runner's).
    static func blocking(_ work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await work()
            done.signal()
        }
        done.wait()
    }
}
