import Quilt
import Testing
import QuiltTestSupport

/// The loop an app runs: a `PageLoader` commits results, and each result's
/// `changes` keep one `LayoutSnapshot` up to date (laid out in full from the
/// first result, updated after). Over generated pages of every built-in
/// family, generated responses and generated intent sequences (initial,
/// load-mores, refreshes, a timeline's load-newer, a force that empties), the
/// snapshot must equal a full layout of each result's page.
@Suite("Loader results keep a snapshot up to date")
struct LoaderSnapshotTests {
    static let host = "https://example.test"

    /// Which load of the page the responses belong to: a refresh moves it
    /// on, and page 1 then comes back reordered, changed, shorter or longer.
    actor Epoch {
        private(set) var value = 0
        func advance() { value += 1 }
    }

    /// Responses made up from the seed, the request, the page asked for and
    /// the epoch: the same question always gets the same answer.
    struct GeneratedResponses: RequestTransport {
        let seed: UInt64
        let epoch: Epoch

        func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
            Generated(
                requestID: request.requestID, target: request.url, parameters: request.parameters, seed: seed,
                epoch: epoch)
        }

        struct Generated: DataRequest {
            let requestID: String
            let target: String
            let parameters: [ResolvedRequest.Parameter]
            let seed: UInt64
            let epoch: Epoch

            func fetch() async throws(RequestError) -> DataValue {
                let epoch = await epoch.value
                func parameter(_ name: String) -> String? { parameters.first { $0.name == name }?.value }
                let name = target.split(separator: "/").last.map(String.init) ?? requestID
                if name == "timeline" {
                    // Cursors: older pages "o1", "o2", …; newer ones "n1", "n2", …
                    if let since = parameter("since"), let step = Int(since.dropFirst()) {
                        return Self.body(
                            items(request: name, page: -step, epoch: epoch), ["newer": .string("n\(step + 1)")])
                    }
                    let page = parameter("before").flatMap { Int($0.dropFirst()) } ?? 0
                    return Self.body(
                        items(request: name, page: page, epoch: epoch),
                        [
                            "older": page < 3 ? .string("o\(page + 1)") : .null, "newer": .string("n1"),
                        ])
                }
                let page = parameter("page").flatMap(Int.init) ?? 1
                return Self.body(items(request: name, page: page, epoch: epoch), ["more": .bool(page < 4)])
            }

            static func body(_ items: [DataValue], _ extra: [String: DataValue]) -> DataValue {
                var members = extra
                members["items"] = .array(items)
                return .object(members)
            }

            /// Items of one page: a shuffled choice from the page's pool, so
            /// that a refreshed page 1 moves, updates, drops and adds items.
            func items(request: String, page: Int, epoch: Int) -> [DataValue] {
                let name: Int = request.unicodeScalars.reduce(0) { (hash: Int, scalar) in
                    hash &* 31 &+ Int(scalar.value)
                }
                let mixed: UInt64 = seed &* 1_000_003 &+ UInt64(name & 0xFFFF) &* 7919
                var random = SplitMix64(
                    seed: mixed &+ UInt64(page + 100) &* 104_729 &+ UInt64(epoch) &* 15_485_863)
                var pool = Array(0..<14)
                for index in pool.indices.reversed() { pool.swapAt(index, random.below(index + 1)) }
                let words = ["Swift", "Go", "Objective-C", "中文", "TypeScript", "Kotlin", "a much longer tag title"]
                return pool.prefix(random.below(11)).map { number in
                    .object([
                        "id": .string("\(request)-\(page)-\(number)"),
                        "title": .string(words[random.below(words.count)]),
                        "w": .number(Double(400 + random.below(1200))), "h": .number(Double(400 + random.below(1200))),
                        "span": .number(Double(1 + random.below(3))),
                    ])
                }
            }
        }
    }

    /// One section of a generated family and arrangement, filled by `source`.
    static func section(_ index: Int, source: String, _ random: inout SplitMix64) -> String {
        let horizontal = random.below(4) == 0
        var keys = ["id: s\(index)", "source: \(source)"]
        if random.below(2) == 0 {
            keys.append("header: {height: \(20 + random.below(30)), pinned: \(random.below(2) == 0)}")
        }
        if random.below(3) == 0 { keys.append("footer: {height: \(10 + random.below(20))}") }
        if random.below(2) == 0 { keys.append("placeholder: {height: \(30 + random.below(60))}") }
        let common =
            "inset: {top: \(random.below(12)), left: \(random.below(20)), bottom: \(random.below(12)), right: \(random.below(20))}, lineSpacing: \(random.below(10)), interitemSpacing: \(random.below(10))"
        let strip =
            "arrange: horizontal, scrolling: \(["none", "continuous", "paging", "itemPaging", "centered"][random.below(5)])"
        let maxDisplay = random.below(4) == 0 && !horizontal ? ", maxDisplay: {count: \(random.below(20))}" : ""
        switch random.below(4) {
        case 0:
            keys.append(
                horizontal
                    ? "layout: {kind: list, \(strip), rows: \(1 + random.below(3)), distribution: {absolute: \(60 + random.below(80))}, itemRatio: {absolute: \(30 + random.below(40))}, \(common)}"
                    : "layout: {kind: list, distribution: \(1 + random.below(4)), itemRatio: {fraction: 0.75}, \(common)\(maxDisplay)}"
            )
        case 1:
            if random.below(2) == 0 {
                keys.append("size: {text: {field: title, font: \(12 + random.below(6)), padding: \(random.below(14))}}")
            }
            let justify = ["flexStart", "center", "flexEnd", "spaceAround", "spaceBetween"][random.below(5)]
            keys.append(
                "layout: {kind: flex, itemHeight: \(24 + random.below(12)), justify: \(justify), \(horizontal ? strip + ", " : "")\(common)\(maxDisplay)}"
            )
        case 2:
            keys.append("size: {aspect: {width: w, height: h}}")
            keys.append(
                horizontal
                    ? "layout: {kind: waterfall, \(strip), rows: \(1 + random.below(3)), horizontalContentHeight: \(120 + random.below(120)), render: \(["shortestFirst", "topToBottom", "bottomToTop"][random.below(3)]), \(common)}"
                    : "layout: {kind: waterfall, columns: \(1 + random.below(4)), render: \(["shortestFirst", "leftToRight", "rightToLeft"][random.below(3)]), \(common)\(maxDisplay)}"
            )
        default:
            keys.append("size: {span: {columns: {field: span}}}")
            keys.append(
                horizontal
                    ? "layout: {kind: grid, \(strip), rows: \(1 + random.below(3)), rowHeight: \(30 + random.below(30)), columnWidth: \(60 + random.below(60)), \(common)}"
                    : "layout: {kind: grid, columns: \(1 + random.below(4)), rowHeight: \(40 + random.below(40)), flow: \(random.below(2) == 0 ? "sparse" : "dense"), \(common)\(maxDisplay)}"
            )
        }
        return "  - {" + keys.joined(separator: ", ") + "}"
    }

    /// A page whose module has two page-numbered requests (a batch) and a
    /// timeline, with sections of every family reading them.
    static func page(_ random: inout SplitMix64) throws -> PageSpec {
        let sources = ["feed", "picks", "posts"]
        let count = 3 + Int(random.next() % 4)
        let sections = (0..<count).map { section($0, source: sources[$0 < 3 ? $0 : Int(random.next() % 3)], &random) }
        let yaml = """
            page: generated
            module:
              kind: composite
              modules:
                - kind: batch
                  mapping: \(random.next() % 2 == 0 ? "allDone" : "eachDone")
                  requests:
                    - {id: feed, url: "\(host)/feed", items: /items, paging: {param: page, start: 1, hasMore: /more}}
                    - {id: picks, url: "\(host)/picks", items: /items, paging: {param: page, start: 1, hasMore: /more}}
                - kind: timeline
                  newer: {cursor: /newer, param: since}
                  request: {id: posts, url: "\(host)/timeline", items: /items, paging: {cursor: /older, param: before}}
            sections:
            \(sections.joined(separator: "\n"))
              - {id: about, layout: {kind: list, itemRatio: {absolute: 44}}, items: [{id: version}]}
            """
        let file = PageFile.parse(yaml, path: "generated.yaml", registry: .standard)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)\n\(yaml)")
        return try #require(file.page)
    }

    /// Initial, several load-mores, a refresh, a timeline load-newer, then a
    /// generated mix (a force that empties the sections among them).
    static func intents(_ random: inout SplitMix64) -> [LoadIntent] {
        var intents: [LoadIntent] = [.initial, .loadMore, .loadMore, .refresh, .loadNewer, .loadMore]
        for _ in 0..<(3 + random.next() % 6) {
            intents.append(
                [.loadMore, .loadMore, .loadNewer, .refresh, .pullToRefresh, .force(keepData: false), .page(2)][
                    Int(random.next() % 7)])
        }
        return intents
    }

    @Test func theUpdatedSnapshotEqualsAFullLayoutAfterEveryResult() async throws {
        try await withEvery("seed", in: 1...30 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            let page = try Self.page(&random)
            let width = [320.0, 390, 768][Int(seed % 3)]
            let epoch = Epoch()
            let loader = PageLoader(
                page: page, environment: LoadEnvironment(transport: GeneratedResponses(seed: seed, epoch: epoch)))
            let events = await loader.events()
            for intent in Self.intents(&random) {
                switch intent {
                case .refresh, .pullToRefresh, .force: await epoch.advance()
                default: break
                }
                _ = await loader.perform(intent)
            }
            await loader.close()

            var snapshot: LayoutSnapshot?
            var results = 0
            var appended = 0
            var reordered = 0
            for await event in events {
                guard case .didCommit(let result) = event else { continue }
                results += 1
                appended += result.changes.items.filter { !$0.changes.inserts.isEmpty }.count
                reordered +=
                    result.changes.items.filter {
                        !$0.changes.deletes.isEmpty || !$0.changes.moves.isEmpty || !$0.changes.updates.isEmpty
                    }.count
                result.apply(to: &snapshot, width: width)
                let full = PageLayout.layout(result.page, width: width)
                #expect(snapshot == full, "seed \(seed), result \(result.sequence) (\(result.intent))")
                #expect(snapshot?.sections.map(\.layoutResult) == full.sections.map(\.layoutResult))
                #expect(snapshot?.sections.map(\.strip) == full.sections.map(\.strip))
                let y = Double(random.next() % UInt64(max(1, Int(full.contentHeight))))
                let screen = Rect(x: 0, y: y, width: width, height: 844)
                #expect(snapshot?.elements(in: screen) == full.elements(in: screen))
            }
            #expect(results >= 6, "every intent that loads commits at least once")
            #expect(appended > 0)
            #expect(reordered > 0, "refreshes change, move and drop items")
        }
    }
}
