import QuiltTestSupport
import Testing

@testable import QuiltCore

/// Pages and layouts that take another's identical arrays keep every value,
/// hold one copy between them, and stay values of their own.
@Suite struct StorageSharingTests {
    /// `page` with every item rebuilt, so that no array is shared with it.
    static func rebuilt(_ page: PageSpec) -> PageSpec {
        var copy = page
        for index in copy.sections.indices {
            copy.sections[index].items = copy.sections[index].items.map {
                Item(id: String(decoding: Array($0.id.utf8), as: UTF8.self), data: $0.data, location: $0.location)
            }
        }
        return copy
    }

    @Test func layoutsOfOnePageShareTheirLargeArraysAndAnswerAlike() {
        var sharedSections = 0
        for seed in 0..<150 {
            var random = SplitMix64(seed: UInt64(seed))
            let page = GeneratedPages.page(&random, sections: 5, maxItems: 220)
            let width = Double(200 + random.below(400))
            let first = PageLayout.layout(page, width: width)
            var second = PageLayout.layout(Self.rebuilt(page), width: width)
            second.shareStorage(with: first)
            #expect(second == first, "seed \(seed)")
            for (mine, theirs) in zip(second.sections, first.sections)
            where mine.displayedItemCount >= LayoutSnapshot.sharedMinimum {
                sharedSections += 1
                #expect(Identical.buffers(mine.itemIDs, theirs.itemIDs), "seed \(seed), section \(mine.id)")
                #expect(
                    Identical.buffers(mine.layoutResult.itemFrames, theirs.layoutResult.itemFrames),
                    "seed \(seed), section \(mine.id)")
            }
            let band = Rect(x: 0, y: Double(random.below(2_000)), width: width, height: 844)
            #expect(second.elements(in: band) == first.elements(in: band), "seed \(seed)")
        }
        #expect(sharedSections > 50)
    }

    @Test func aLayoutWithOtherFramesSharesIdentitiesButNotFrames() {
        let items = (0..<300).map { Item(id: "i\($0)") }
        func page(side: Double) -> PageSpec {
            PageSpec(
                id: "p",
                sections: [
                    SectionSpec(
                        id: "s", layout: LayoutSpec(family: ToyFamily(), options: .init(side: side)), items: items)
                ])
        }
        let small = PageLayout.layout(page(side: 20), width: 390)
        var large = PageLayout.layout(Self.rebuilt(page(side: 30)), width: 390)
        let before = large
        large.shareStorage(with: small)
        #expect(large == before)
        let sharedIdentities = Identical.buffers(large.sections[0].itemIDs, small.sections[0].itemIDs)
        let sharedFrames = Identical.buffers(
            large.sections[0].layoutResult.itemFrames, small.sections[0].layoutResult.itemFrames)
        #expect(sharedIdentities)
        #expect(!sharedFrames)
    }

    @Test func pagesShareOnlyItemsIdenticalToTheBit() {
        let items = (0..<100).map { Item(id: "i\($0)", data: .object(["n": .number(Double($0)), "t": .string("é")])) }
        let page = PageSpec(
            id: "p",
            sections: [
                SectionSpec(id: "s", layout: LayoutSpec(family: ToyFamily(), options: .init(side: 20)), items: items)
            ])
        var same = Self.rebuilt(page)
        let took = same.shareItems(with: page)
        #expect(took)
        #expect(Identical.buffers(same.sections[0].items, page.sections[0].items))
        // Equal under `==`, written differently: not taken.
        for changed in [
            Item(id: "i7", data: .object(["n": .number(7), "t": .string("e\u{301}")])),
            Item(id: "i0", data: .object(["n": .number(-0.0), "t": .string("é")])),
            Item(id: "i3", data: .object(["t": .string("é"), "n": .number(3)])),
        ] {
            var other = Self.rebuilt(page)
            let index = other.sections[0].items.firstIndex { $0.id == changed.id }!
            other.sections[0].items[index] = changed
            #expect(other.sections[0].items == page.sections[0].items)
            let tookChanged = other.shareItems(with: page)
            #expect(!tookChanged, "\(changed)")
        }
        // Shared, each stays a value of its own.
        same.sections[0].items[0].id = "changed"
        #expect(page.sections[0].items[0].id == "i0")
    }

    @Test func identicalIsStricterThanEqual() {
        #expect(DataValue.number(0).isIdentical(to: .number(0)))
        #expect(!DataValue.number(0).isIdentical(to: .number(-0.0)))
        #expect(!DataValue.string("\u{212A}").isIdentical(to: .string("K")))
        #expect(DataValue.string("\u{212A}") == .string("K"))
        #expect(!DataValue.string("é").isIdentical(to: .string("e\u{301}")))
        #expect(DataValue.array([.null, .bool(true)]).isIdentical(to: .array([.null, .bool(true)])))
        #expect(!DataValue.array([.null]).isIdentical(to: .array([.null, .null])))
        #expect(!DataValue.bool(true).isIdentical(to: .number(1)))
        #expect(Identical.numbers([1, .infinity], [1, .infinity]))
        #expect(!Identical.rects([Rect(x: 0, y: 0, width: 1, height: 1)], [Rect(x: -0.0, y: 0, width: 1, height: 1)]))
    }
}
