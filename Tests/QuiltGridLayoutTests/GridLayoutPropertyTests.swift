import QuiltCore
import QuiltGridLayout
import Testing
import QuiltTestSupport

/// Generated grids checked for invariants and against ``CSSGridReference``.
@Suite("Grid layout properties")
struct GridLayoutPropertyTests {
    struct Case: CustomStringConvertible {
        var tracks: [GridTrack]
        var spans: [CSSGridReference.Spans]
        var width: Double
        var inset: EdgeInsets
        var columnGap: Double
        var rowGap: Double
        var length: Double
        var dense: Bool
        var horizontal: Bool
        var maxLines: Int?
        var maxCount: Int?

        var description: String {
            "tracks \(tracks) spans \(spans.map { "\($0.columns)x\($0.rows)" }) width \(width) gaps \(columnGap)/\(rowGap) dense \(dense) horizontal \(horizontal) lines \(String(describing: maxLines)) count \(String(describing: maxCount))"
        }

        var items: [Item] {
            spans.enumerated().map { index, span in
                Item(
                    id: "i\(index)",
                    data: .object(["w": .number(Double(span.columns)), "h": .number(Double(span.rows))]))
            }
        }

        var options: GridLayout.Options {
            GridLayout.Options(
                common: CommonLayoutOptions(
                    arrange: horizontal ? .horizontal : .vertical, inset: inset,
                    maxDisplay: maxLines != nil || maxCount != nil ? MaxDisplay(count: maxCount, lines: maxLines) : nil),
                columns: tracks, rows: tracks, rowHeight: horizontal ? nil : length,
                columnWidth: horizontal ? length : nil,
                horizontalContentHeight: horizontal ? width * 0.6 : nil, columnGap: columnGap, rowGap: rowGap,
                flow: dense ? .dense : .sparse, span: GridSpan(columns: .field("w"), rows: .field("h")))
        }

        /// Whether the fixed tracks fit the space (else the grid overflows, as in CSS).
        var fits: Bool {
            let fixed = tracks.reduce(0.0) { if case .points(let length) = $1 { $0 + length } else { $0 } }
            let space = horizontal ? width * 0.6 : width - inset.horizontal
            return fixed + Double(tracks.count - 1) * (horizontal ? rowGap : columnGap) <= space
        }
    }

    static func generate(seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        let wide = Int.random(in: 0..<10, using: &random) == 0
        let trackCount = wide ? Int.random(in: 60...140, using: &random) : Int.random(in: 1...8, using: &random)
        let tracks: [GridTrack] = (0..<trackCount).map { _ in
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .points(Double(Int.random(in: 0...(wide ? 3 : 80), using: &random)))
            case 1: .fr(Double(Int.random(in: 1...8, using: &random)) / 4)
            default: .fr(1)
            }
        }
        let itemCount = Int.random(in: 0...70, using: &random)
        let maxColumnSpan = wide ? trackCount + 2 : trackCount + 1
        let spans = (0..<itemCount).map { _ in
            let bigColumns = Int.random(in: 0..<4, using: &random) == 0
            let bigRows = Int.random(in: 0..<4, using: &random) == 0
            return CSSGridReference.Spans(
                columns: bigColumns ? Int.random(in: 1...maxColumnSpan, using: &random) : 1,
                rows: bigRows ? Int.random(in: 1...3, using: &random) : 1)
        }
        let maxLines = Int.random(in: 0..<6, using: &random) == 0 ? Int.random(in: 0...6, using: &random) : nil
        let maxCount = Int.random(in: 0..<6, using: &random) == 0 ? Int.random(in: 0...40, using: &random) : nil
        let horizontal = Int.random(in: 0..<3, using: &random) == 0
        return Case(
            tracks: tracks, spans: spans, width: Double(Int.random(in: 200...800, using: &random)),
            inset: EdgeInsets(
                top: Double(Int.random(in: 0...12, using: &random)),
                left: Double(Int.random(in: 0...12, using: &random)),
                bottom: Double(Int.random(in: 0...12, using: &random)),
                right: Double(Int.random(in: 0...12, using: &random))),
            columnGap: Double(Int.random(in: 0...3, using: &random) * 4),
            rowGap: Double(Int.random(in: 0...3, using: &random) * 3),
            length: Double(Int.random(in: 10...80, using: &random)), dense: Bool.random(using: &random),
            horizontal: horizontal,
            maxLines: horizontal ? nil : maxLines, maxCount: maxCount)
    }

    static let seeds: [UInt64] = Array(1...600)

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    @Test func matchesTheCSSReference() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let grid = Self.generate(seed: seed)
            let result = GridLayout().layout(
                SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
            if grid.horizontal {
                let expected = CSSGridReference.horizontal(
                    grid.spans, tracks: grid.tracks, stripHeight: grid.width * 0.6, width: grid.width,
                    inset: grid.inset,
                    columnGap: grid.columnGap, rowGap: grid.rowGap, columnWidth: grid.length, dense: grid.dense,
                    maxCount: grid.maxCount)
                #expect(result.itemFrames.count == expected.frames.count, "\(grid)")
                #expect(zip(result.itemFrames, expected.frames).allSatisfy(close), "\(grid)")
                #expect(abs(result.height - expected.height) < 1e-6, "\(grid)")
                #expect(abs((result.contentWidth ?? -1) - expected.contentWidth) < 1e-6, "\(grid)")
            } else {
                let expected = CSSGridReference.vertical(
                    grid.spans, tracks: grid.tracks, width: grid.width, inset: grid.inset, columnGap: grid.columnGap,
                    rowGap: grid.rowGap,
                    rowHeight: grid.length, dense: grid.dense, maxLines: grid.maxLines, maxCount: grid.maxCount)
                #expect(result.itemFrames.count == expected.frames.count, "\(grid)")
                #expect(zip(result.itemFrames, expected.frames).allSatisfy(close), "\(grid)")
                #expect(abs(result.height - expected.height) < 1e-6, "\(grid)")
                #expect(result.contentWidth == nil)
            }
        }
    }

    @Test func framesStayInsideAndNeverOverlap() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            let grid = Self.generate(seed: seed)
            let result = GridLayout().layout(
                SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
            let frames = result.itemFrames
            let right = (grid.horizontal ? (result.contentWidth ?? 0) : grid.width) - grid.inset.right
            let bottom = result.height - grid.inset.bottom
            for frame in frames {
                #expect(frame.width >= 0 && frame.height >= 0)
                #expect(frame.minX >= grid.inset.left - 1e-9 && frame.minY >= grid.inset.top - 1e-9, "\(grid)")
                #expect(frame.maxY <= bottom + 1e-6, "\(grid)")
                if grid.fits || grid.horizontal { #expect(frame.maxX <= right + 1e-6, "\(grid)") }
            }
            // Overlap only matters between items with an area (0-wide fr tracks touch).
            let overlaps = Rect.overlappingPairs(in: frames)
            #expect(overlaps.isEmpty, "\(grid): \(overlaps)")
        }
    }

    @Test func sparseFlowKeepsReadingOrderAndDisplaysAPrefix() async throws {
        try await withEvery("seed", in: Self.seeds) { seed in
            var grid = Self.generate(seed: seed)
            grid.dense = false
            let result = GridLayout().layout(
                SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
            #expect(result.itemFrames.count <= grid.spans.count)
            if let count = grid.maxCount, grid.maxLines == nil { #expect(result.itemFrames.count <= count) }
            // The cursor never moves backwards: start cells ascend in flow order.
            let starts = result.itemFrames.map { grid.horizontal ? ($0.minX, $0.minY) : ($0.minY, $0.minX) }
            for (a, b) in zip(starts, starts.dropFirst()) {
                #expect(a.0 < b.0 - 1e-9 || (abs(a.0 - b.0) < 1e-9 && a.1 <= b.1 + 1e-9), "\(grid)")
            }
        }
    }

    @Test func itemsAreAsWideAsTheirClampedSpans() async throws {
        try await withEvery("seed", in: Self.seeds.prefix(200)) { seed in
            var grid = Self.generate(seed: seed)
            grid.tracks = Array(repeating: .fr(1), count: grid.tracks.count)
            grid.maxLines = nil
            grid.maxCount = nil
            grid.horizontal = false
            let result = GridLayout().layout(
                SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
            let n = Double(grid.tracks.count)
            let track = max(0, grid.width - grid.inset.horizontal - (n - 1) * grid.columnGap) / n
            for (frame, span) in zip(result.itemFrames, grid.spans) {
                let columns = Double(min(span.columns, grid.tracks.count))
                #expect(abs(frame.width - (columns * track + (columns - 1) * grid.columnGap)) < 1e-6)
                #expect(
                    abs(frame.height - (Double(span.rows) * grid.length + Double(span.rows - 1) * grid.rowGap)) < 1e-6)
            }
        }
    }

    /// Long runs exercise what short ones cannot: dense flow's per-span row
    /// memory over thousands of rows, and occupancy growth.
    @Test func longGridsMatchTheReference() async throws {
        try await withEvery(
            "case",
            in: [(UInt64(1), 5, false), (2, 5, true), (3, 70, true), (4, 3, true), (5, 64, false)]
                as [(seed: UInt64, columns: Int, dense: Bool)]
        ) { testCase in
            let (seed, columns, dense) = testCase
            var random = SplitMix64(seed: seed)
            let spans = (0..<1500).map { _ in
                CSSGridReference.Spans(
                    columns: Int.random(in: 0..<3, using: &random) == 0
                        ? Int.random(in: 1...columns, using: &random) : 1,
                    rows: Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 2...4, using: &random) : 1)
            }
            expectReferenceFrames(spans, columns: columns, dense: dense, "case \(seed)")
        }
    }

    /// Lays out `spans` in `columns` equal columns, 700 wide with 10-point
    /// rows and no gaps, and expects the reference's frames and height.
    func expectReferenceFrames(_ spans: [CSSGridReference.Spans], columns: Int, dense: Bool, _ what: String) {
        let grid = Case(
            tracks: Array(repeating: .fr(1), count: columns), spans: spans, width: 700, inset: .zero, columnGap: 0,
            rowGap: 0, length: 10, dense: dense, horizontal: false)
        let result = GridLayout().layout(
            SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
        let expected = CSSGridReference.vertical(
            spans, tracks: grid.tracks, width: 700, inset: .zero, columnGap: 0, rowGap: 0, rowHeight: 10, dense: dense)
        #expect(result.itemFrames.count == expected.frames.count, "\(what)")
        #expect(zip(result.itemFrames, expected.frames).allSatisfy(close), "\(what)")
        #expect(result.height == expected.height, "\(what)")
    }

    /// Tall row spans make placement skip runs of blocked rows at once; the
    /// skips must land where the reference's cell-by-cell search does.
    @Test func tallRowSpansMatchTheReference() async throws {
        try await withEvery("seed", in: Array(UInt64(1)...200)) { seed in
            var random = SplitMix64(seed: seed)
            let columns =
                Int.random(in: 0..<4, using: &random) == 0
                ? Int.random(in: 60...80, using: &random) : Int.random(in: 1...6, using: &random)
            let dense = Bool.random(using: &random)
            let spans = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                CSSGridReference.Spans(
                    columns: Int.random(in: 0..<3, using: &random) == 0
                        ? Int.random(in: 1...columns, using: &random) : 1,
                    rows: Int.random(in: 0..<2, using: &random) == 0 ? Int.random(in: 2...40, using: &random) : 1)
            }
            expectReferenceFrames(spans, columns: columns, dense: dense, "seed \(seed)")
        }
    }
}

/// Appending to a sparse grid through `extend` equals laying everything out.
@Suite("Grid appending")
struct GridAppendTests {
    @Test func extendingASparseGridEqualsAFullLayout() async throws {
        try await withEvery("seed", in: GridLayoutPropertyTests.seeds.prefix(400)) { seed in
            var grid = GridLayoutPropertyTests.generate(seed: seed)
            grid.dense = false
            var random = SplitMix64(seed: seed &+ 11)
            GridLayout().expectExtendingInSteps(
                grid.items, width: grid.width, options: grid.options, random: &random, context: "\(grid)")
        }
    }

    @Test func denseGridsAndBrokenStatesAreLaidOutAgain() {
        var grid = GridLayoutPropertyTests.generate(seed: 5)
        grid.dense = true
        let input = SectionLayoutInput(items: grid.items + grid.items, width: grid.width)
        var dense = GridLayout().layout(SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
        #expect(dense.continuation.isEmpty)
        #expect(!GridLayout().extend(&dense, appendedFrom: grid.items.count, input: input, options: grid.options))
        grid.dense = false
        let sparse = GridLayout().layout(
            SectionLayoutInput(items: grid.items, width: grid.width), options: grid.options)
        for broken in [
            [], [-1], [0, 0.5, 0, 0], sparse.continuation + [3], sparse.continuation.map { _ in Double.nan },
        ] {
            var result = sparse
            result.continuation = broken
            #expect(
                !GridLayout().extend(&result, appendedFrom: grid.items.count, input: input, options: grid.options),
                "\(broken)")
            #expect(result.itemFrames == sparse.itemFrames)
        }
    }

    @Test func aSpanningItemBelowTheCursorIsRemembered() {
        // Three columns; the first item spans 2 rows, so row 1's first cell is
        // taken when the next items are appended.
        let options = GridLayout.Options(
            columns: Array(repeating: .fr(1), count: 3), rowHeight: 10, span: GridSpan(rows: .field("h")))
        let first = [Item(id: "a", data: .object(["h": .number(2)])), Item(id: "b"), Item(id: "c")]
        var result = GridLayout().layout(SectionLayoutInput(items: first, width: 300), options: options)
        let all = first + [Item(id: "d"), Item(id: "e")]
        #expect(
            GridLayout().extend(
                &result, appendedFrom: 3, input: SectionLayoutInput(items: all, width: 300), options: options))
        #expect(
            result.itemFrames.suffix(2) == [
                Rect(x: 100, y: 10, width: 100, height: 10), Rect(x: 200, y: 10, width: 100, height: 10),
            ])
        #expect(result.height == 20)
    }
}
