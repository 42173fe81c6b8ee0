import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Incremental relayout")
struct IncrementalLayoutTests {
    static func track(_ id: String, items: Int, side: Double = 20, header: Double? = nil, counter: CallCounter? = nil)
        -> SectionSpec
    {
        SectionSpec(
            id: id, layout: LayoutSpec(family: TrackFamily(counter: counter), options: TrackFamily.Options(side: side)),
            header: header.map { SupplementarySpec(height: $0, pinned: true) },
            items: (0..<items).map { Item(id: "\(id)\($0)") })
    }

    /// Lays out `old`, updates to `new` through the diff, and checks the result
    /// against a full layout of `new` (frames, the family's state, the index).
    static func check(
        _ old: PageSpec, _ new: PageSpec, width: Double = 390, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var snapshot = PageLayout.layout(old, width: width)
        PageLayout.update(&snapshot, to: new, changes: Diff.changes(from: old, to: new))
        let full = PageLayout.layout(new, width: width)
        #expect(snapshot == full, sourceLocation: sourceLocation)
        #expect(
            snapshot.sections.map(\.layoutResult) == full.sections.map(\.layoutResult), sourceLocation: sourceLocation)
        let probe = Rect(x: 0, y: full.contentHeight / 3, width: width, height: full.contentHeight / 3 + 1)
        #expect(snapshot.elements(in: probe) == full.elements(in: probe), sourceLocation: sourceLocation)
    }

    @Test func appendingToTheLastSectionExtendsItAlone() {
        let counter = CallCounter()
        let old = PageSpec(
            id: "p",
            sections: [
                Self.track("a", items: 3, counter: counter), Self.track("b", items: 4, header: 30, counter: counter),
            ])
        var snapshot = PageLayout.layout(old, width: 100)
        #expect(counter.count("layout") == 2)
        var new = old
        new.sections[1].items.append(contentsOf: [Item(id: "b4"), Item(id: "b5")])
        let changes = Diff.changes(from: old, to: new)
        #expect(
            changes
                == PageChangeSet(items: [
                    .init(sectionID: "b", oldSection: 1, newSection: 1, changes: .appending(2, to: 4))
                ]))
        PageLayout.update(&snapshot, to: new, changes: changes)
        #expect(counter.count("layout") == 2, "nothing laid out again")
        #expect(counter.count("extend") == 1)
        #expect(snapshot == PageLayout.layout(new, width: 100))
        #expect(snapshot.sections[1].items.last == Rect(x: 0, y: 60 + 30 + 100, width: 20, height: 20))
        #expect(snapshot.contentHeight == 60 + 30 + 120)
    }

    @Test func aChangeAboveMovesTheSectionsBelowWithoutLayingThemOut() {
        let counter = CallCounter()
        let old = PageSpec(
            id: "p", sections: [Self.track("a", items: 3), Self.track("b", items: 500, counter: counter)])
        var snapshot = PageLayout.layout(old, width: 100)
        var new = old
        new.sections[0].items.insert(Item(id: "first"), at: 0)
        PageLayout.update(&snapshot, to: new, changes: Diff.changes(from: old, to: new))
        #expect(counter.count("layout") == 1, "b only moved")
        #expect(snapshot.sections[1].frame.minY == 80)
        #expect(snapshot.sections[1].itemFrame(at: 0) == Rect(x: 0, y: 80, width: 20, height: 20))
        #expect(snapshot == PageLayout.layout(new, width: 100))
    }

    @Test func appendingToAnEmptySectionLaysItOut() {
        var empty = Self.track("e", items: 0)
        empty.placeholder = PlaceholderSpec(height: 50)
        let old = PageSpec(id: "p", sections: [empty])
        var new = old
        new.sections[0].items = [Item(id: "x")]
        Self.check(old, new)
    }

    @Test func aChangeSetThatDoesNotFitIsNotTrusted() {
        let old = PageSpec(id: "p", sections: [Self.track("a", items: 3), Self.track("b", items: 2)])
        var new = old
        new.sections[1].items.append(Item(id: "b2"))
        let full = PageLayout.layout(new, width: 100)
        let wrong: [PageChangeSet] = [
            PageChangeSet(),  // says nothing changed
            PageChangeSet(sections: ChangeSet(deletes: [7])),  // index out of range
            PageChangeSet(sections: ChangeSet(inserts: [0])),  // counts do not add up
            PageChangeSet(items: [.init(sectionID: "b", oldSection: 1, newSection: 1, changes: .appending(5, to: 2))]),
            PageChangeSet(items: [.init(sectionID: "b", oldSection: 1, newSection: 1, changes: ChangeSet(inserts: [1]))]
            ),
            // The ids do not match.
            PageChangeSet(sections: ChangeSet(moves: [.init(from: 0, to: 1), .init(from: 1, to: 0)])),
        ]
        for changes in wrong {
            var snapshot = PageLayout.layout(old, width: 100)
            PageLayout.update(&snapshot, to: new, changes: changes)
            #expect(snapshot == full, "\(changes)")
        }
    }

    @Test func updatingToAnEmptyPageAndBack() {
        let page = PageSpec(id: "p", sections: [Self.track("a", items: 3, header: 10)])
        Self.check(page, PageSpec(id: "p", sections: []))
        Self.check(PageSpec(id: "p", sections: []), page)
    }

    /// Generated pages and edits with every test family (scattered frames
    /// included, whose index grows by insertion): the update equals a full
    /// layout, and the index answers like a full layout's.
    @Test func equalsFullLayout() async throws {
        try await withEvery("seed", in: 1...8 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for round in 0..<60 {
                let old = GeneratedPages.page(&random)
                var serial = 0
                let new = PageEdits.edit(old, &random, edits: 1 + Int(random.next() % 6)) { random in
                    serial += 1
                    return GeneratedPages.section(
                        "fresh\(round)-\(serial)", items: Int(random.next() % 30), random: &random)
                }
                Self.check(old, new, width: [320, 390][round % 2])

                // Chained updates keep agreeing, queries included.
                var snapshot = PageLayout.layout(old, width: 390)
                PageLayout.update(&snapshot, to: new, changes: Diff.changes(from: old, to: new))
                let newer = PageEdits.edit(new, &random, edits: 3) { random in
                    GeneratedPages.section("again\(round)", items: 5, random: &random)
                }
                PageLayout.update(&snapshot, to: newer, changes: Diff.changes(from: new, to: newer))
                let full = PageLayout.layout(newer, width: 390)
                #expect(snapshot == full)
                for rect in GeneratedPages.rects(full, &random, count: 10) {
                    #expect(GeneratedPages.sorted(snapshot.elements(in: rect)) == GeneratedPages.bruteForce(full, rect))
                }
            }
        }
    }
}
