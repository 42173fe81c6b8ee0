import Foundation
import Quilt
import QuiltPreviewSite

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

    /// The longest the group may run: a session that never loads, or a
    /// machine too loaded to finish, ends the group with a line saying so.
    static let timeLimit: Duration = .seconds(600)

    static func report() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-live-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try writeProject(at: folder)
            let site = PreviewSite(source: try PreviewSource(path: folder.path, base: .standard), offline: true)
            let finished = await withTaskGroup(of: Bool.self) { group in
                group.addTask {
                    guard await measure(site) else { return true }
                    // Once the sessions above are gone.
                    await sessionMemory(site)
                    return true
                }
                group.addTask {
                    try? await Task.sleep(for: timeLimit)
                    return false
                }
                let first = await group.next() ?? false
                group.cancelAll()
                return first
            }
            if !finished { print("  the live group stopped after \(timeLimit.components.seconds) s") }
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
        try manager.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for face in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let font = URL(fileURLWithPath: TextBenchmarks.fontPath).deletingLastPathComponent().appendingPathComponent(
                face)
            try manager.copyItem(at: font, to: folder.appendingPathComponent("fonts/\(face)"))
        }
        try write(
            "quilt.yml",
            "pages: [pages/*.yaml]\nfonts:\n  - {family: Body, file: fonts/DejaVuSans.ttf}\n"
                + "  - {family: Body, weight: bold, file: fonts/DejaVuSans-Bold.ttf}\n")
        try writeViewPage(at: folder)
        try write(
            "data/big.json",
            "{\"list\": ["
                + (0..<items).map { "{\"id\": \"i\($0)\", \"title\": \"Item \($0)\"}" }.joined(separator: ",") + "]}")
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

    /// The viewport answers and patches; false when a page did not load.
    static func measure(_ site: PreviewSite) async -> Bool {
        // One report answered: time, and the bytes of the answer.
        let output = LiveBenchmarkOutput()
        let session = LiveSession(
            site: site, name: "big", width: 390, viewport: Viewport(y: 0, height: height), send: output.send)
        await session.open()
        guard await loaded(output, "the \(items)-item page") else { return false }
        await jumps(session, output: output, over: 44 + 44 * Double(items / 2), what: "\(items)-item page")
        // The same on a page of news rows drawn from a view, one a row.
        let viewOutput = LiveBenchmarkOutput()
        let viewSession = LiveSession(
            site: site, name: "views", width: 390, viewport: Viewport(y: 0, height: height), send: viewOutput.send)
        await viewSession.open()
        guard await loaded(viewOutput, "the page of views") else { return false }
        await jumps(
            viewSession, output: viewOutput, over: 80 * Double(items), what: "\(items)-item page of 4-part views")
        await viewSession.close()
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
        let feed = LiveSession(
            site: site, name: "feed", width: 390, viewport: Viewport(y: 0, height: height), send: feedOutput.send)
        await feed.open()
        guard await loaded(feedOutput, "the feed") else { return false }
        var commits: [Double] = []
        for seq in 1...10 {
            let end = 40 + 60 * 40 * Double(seq) - height
            let before = feedOutput.count
            await feed.receive(#"{"type": "viewport", "seq": \#(seq), "y": \#(end), "height": \#(height)}"#)
            guard await loaded(feedOutput, "the feed's page \(seq + 1)", after: before) else { return false }
            commits.append(Double(feedOutput.bytes(since: before, type: "patch", acknowledged: false)))
        }
        commits.sort()
        print("  patch for one load-more commit (40 items at the end): median \(Int(commits[commits.count / 2])) bytes")
        await feed.close()

        return true
    }

    /// Twenty sessions open on the 100,000-item page, each loaded: the
    /// resident memory they add, what each of the last ten adds (the first
    /// holds the page; single steps are blurred by the allocator's arenas),
    /// and what is left once all have closed and freed memory went back to
    /// the system.
    static func sessionMemory(_ site: PreviewSite) async {
        let resident = ResidentMemory()
        let before = resident.trimmedBytes
        var sessions: [LiveSession] = []
        var halfway = before
        for _ in 0..<20 {
            if sessions.count == 10 { halfway = resident.trimmedBytes }
            let output = LiveBenchmarkOutput()
            let session = LiveSession(
                site: site, name: "big", width: 390, viewport: Viewport(y: 0, height: height), send: output.send)
            await session.open()
            guard await loaded(output, "session \(sessions.count + 1) of 20") else { return }
            sessions.append(session)
        }
        // The loaders take the shared items in the background.
        try? await Task.sleep(for: .milliseconds(500))
        let open = resident.trimmedBytes
        let grown = Double(open - before) / 1_048_576
        print(
            "  20 sessions open on the \(items)-item page: resident memory +\(BenchmarkRunner.format2(grown)) MiB "
                + "(\(BenchmarkRunner.format2(grown / 20)) MiB a session); sessions 11 to 20 added "
                + "\(BenchmarkRunner.format2(Double(open - halfway) / 10 / 1_048_576)) MiB each")
        for session in sessions { await session.close() }
        sessions = []
        try? await Task.sleep(for: .seconds(1))
        let left = Double(resident.trimmedBytes - before) / 1_048_576
        print(
            "  after the 20 sessions closed: \(BenchmarkRunner.format2(left)) MiB over before they opened "
                + "(\(BenchmarkRunner.format2(100 * left / (Double(before) / 1_048_576)))% of \(before / 1_048_576) MiB)"
        )
    }

    /// The time `session` takes to answer viewport reports jumping at
    /// random within the first `extent` points, and the bytes of its answers.
    static func jumps(_ session: LiveSession, output: LiveBenchmarkOutput, over extent: Double, what: String) async {
        var random = SplitMix64(seed: 11)
        var times: [Double] = []
        let clock = ContinuousClock()
        for seq in 1...reports {
            let y = Double(random.next() % UInt64(extent - height))
            let elapsed = await clock.measure {
                await session.receive(#"{"type": "viewport", "seq": \#(seq), "y": \#(y), "height": \#(height)}"#)
            }
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        times.sort()
        print(
            "  viewport report answered, \(what) (random jumps): median "
                + "\(BenchmarkRunner.format2(times[times.count / 2])) ms, p95 \(BenchmarkRunner.format2(times[times.count * 95 / 100])) ms, "
                + "\(BenchmarkRunner.format2(output.medianBytes(of: "patch", last: reports) / 1024)) KiB per answer")
    }

    /// The data files the page of views reads, each filling one section:
    /// a row is about 220 bytes, and a data file holds at most 8 MiB, so
    /// 100,000 rows need more than two (two files of 50,000 rows were
    /// refused, and the page measured drew nothing).
    static let viewFiles = 4

    /// A page of `items` news rows drawn from a view — a thumbnail beside
    /// a headline, a byline and a comment count — in ``viewFiles``
    /// sections of an equal share each, each loaded from its data file.
    static func writeViewPage(at folder: URL) throws {
        let titles = TextBenchmarks.titles(items)
        for part in 0..<viewFiles {
            let rows = (part * items / viewFiles..<(part + 1) * items / viewFiles).map { index in
                let title = String(titles[index].prefix(80))
                return
                    "{\"id\": \"v\(index)\", \"title\": \"\(title)\", \"byline\": \"Quilt Weekly · May \(index % 28 + 1)\", "
                    + "\"comments\": \"\(index % 997) comments\", \"thumbnail\": \"https://example.com/\(index % 40).jpg\"}"
            }
            try ("{\"list\": [" + rows.joined(separator: ",") + "]}").write(
                to: folder.appendingPathComponent("data/views-\(part).json"), atomically: true, encoding: .utf8)
        }
        let view = """
                view:
                  row:
                    - {image: thumbnail, width: 56, height: 56, radius: 8}
                    - column:
                        - {text: title, family: Body, weight: bold, font: 16, lineHeight: 22, maxLines: 3}
                        - {text: byline, family: Body, font: 12, lineHeight: 16, maxLines: 1}
                        - {text: comments, family: Body, font: 12, lineHeight: 16, maxLines: 1}
                      spacing: 4
                      grow: 1
                  spacing: 12
                  padding: {top: 12, left: 12, bottom: 12, right: 16}

            """
        let parts = 0..<viewFiles
        let page =
            "page: views\nmodule:\n  kind: batch\n  requests:\n"
            + parts.map { "    - {id: part\($0), url: data/views-\($0).json, items: /list}\n" }.joined()
            + "sections:\n"
            + parts.map {
                "  - id: part\($0)\n    source: part\($0)\n    layout: {kind: list, lineSpacing: 1}\n" + view
            }
            .joined()
        try page.write(to: folder.appendingPathComponent("pages/views.yaml"), atomically: true, encoding: .utf8)
    }

    /// Waits for `output` to say its page loaded; says so and returns false
    /// when it did not within the output's limit, or the group was stopped.
    static func loaded(_ output: LiveBenchmarkOutput, _ what: String, after index: Int = 0) async -> Bool {
        guard !Task.isCancelled else { return false }
        if await output.waitUntilLoaded(after: index) { return true }
        print("  \(what) did not load in time; the live group stops here")
        return false
    }
}
