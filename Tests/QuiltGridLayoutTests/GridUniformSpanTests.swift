import QuiltCore
import QuiltGridLayout
import QuiltTestSupport
import Testing

/// Items whose spans are literals are framed band by band, not placed one
/// by one (``GridLayout`` `uniformLayout`); the result must be the placed
/// one's, value for value. The same spans read from every item's data go
/// through placement, so they are the reference.
@Suite("Grid uniform spans")
struct GridUniformSpanTests {
    /// A generated grid whose items all span `columns` × `rows`, with the
    /// spans written as literals and, for the reference, as data fields.
    static func grids(seed: UInt64) -> (
        literal: GridLayout.Options, fields: GridLayout.Options, items: [Item], width: Double
    ) {
        var grid = GridLayoutPropertyTests.generate(seed: seed)
        var random = SplitMix64(seed: seed &+ 29)
        let columns =
            Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 1...(grid.tracks.count + 1), using: &random) : 1
        let rows = Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 1...4, using: &random) : 1
        grid.spans = grid.spans.map { _ in CSSGridReference.Spans(columns: columns, rows: rows) }
        var literal = grid.options
        literal.span = GridSpan(columns: .literal(columns), rows: .literal(rows))
        return (literal, grid.options, grid.items, grid.width)
    }

    @Test func literalSpansFrameItemsAsPlacementDoes() async throws {
        try await withEvery("seed", in: Array(UInt64(1)...400)) { seed in
            let grid = Self.grids(seed: seed)
            let input = SectionLayoutInput(items: grid.items, width: grid.width)
            let banded = GridLayout().layout(input, options: grid.literal)
            let placed = GridLayout().layout(input, options: grid.fields)
            #expect(banded.itemFrames == placed.itemFrames, "seed \(seed)")
            #expect(banded.height == placed.height, "seed \(seed)")
            #expect(banded.contentWidth == placed.contentWidth, "seed \(seed)")
            #expect(banded.continuation == placed.continuation, "seed \(seed)")
        }
    }

    @Test func appendingAfterABandedLayoutEqualsAFullLayout() async throws {
        try await withEvery("seed", in: Array(UInt64(1)...200)) { seed in
            var grid = Self.grids(seed: seed)
            grid.literal.flow = .sparse
            var random = SplitMix64(seed: seed &+ 31)
            GridLayout().expectExtendingInSteps(
                grid.items, width: grid.width, options: grid.literal, random: &random, context: "seed \(seed)")
        }
    }
}
