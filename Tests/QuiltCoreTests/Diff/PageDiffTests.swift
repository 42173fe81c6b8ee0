import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Diff: pages")
struct PageDiffTests {
    static func section(_ id: String, _ items: String, header: Double? = nil, side: Double = 10) -> SectionSpec {
        SectionSpec(
            id: id, layout: LayoutSpec(family: ToyFamily(), options: ToyFamily.Options(side: side)),
            header: header.map { SupplementarySpec(height: $0) },
            items: elements(items).map { Item(id: $0.id, data: .number(Double($0.data))) })
    }

    static func page(_ sections: SectionSpec...) -> PageSpec { PageSpec(id: "p", sections: sections) }

    @Test func sectionsFirstThenItemsOfSurvivingSections() {
        let old = Self.page(Self.section("a", "1 2 3"), Self.section("b", "1"), Self.section("c", "x y", header: 20))
        let new = Self.page(Self.section("c", "x y", header: 30), Self.section("a", "1 2 3 4"), Self.section("d", "z"))
        let changes = Diff.changes(from: old, to: new)
        // b deleted, d inserted; a stays put while c moves up; c's header changed.
        #expect(
            changes.sections
                == ChangeSet(
                    deletes: [1], inserts: [2], moves: [.init(from: 2, to: 0)], updates: [.init(from: 2, to: 0)]))
        #expect(changes.items == [.init(sectionID: "a", oldSection: 0, newSection: 1, changes: .appending(1, to: 3))])
        #expect(changes.itemChanges(inNewSection: 1) == .appending(1, to: 3))
        #expect(changes.itemChanges(inNewSection: 0) == nil)
    }

    @Test func sameContentIgnoresLocationsAndComparesOptions() {
        var a = Self.section("a", "1")
        var b = Self.section("a", "1 2")
        #expect(a.hasSameContent(as: b), "items are not content")
        a.location = SourceLocation(file: "x.yaml", line: 3, column: 1)
        a.header = SupplementarySpec(height: 10, location: SourceLocation(file: "x.yaml", line: 4, column: 3))
        b.header = SupplementarySpec(height: 10)
        #expect(a.hasSameContent(as: b))
        b.header?.pinned = true
        #expect(!a.hasSameContent(as: b))
        #expect(!Self.section("a", "", side: 10).hasSameContent(as: Self.section("a", "", side: 11)))
        b = a
        b.placeholder = PlaceholderSpec(height: 0)
        #expect(!a.hasSameContent(as: b))
        b = a
        b.identityField = "sku"
        #expect(!a.hasSameContent(as: b))
    }

    @Test func optionsCompareByValueWithinOneFamilyType() {
        struct Plain: LayoutOptions {
            var arrange = Arrange.vertical
            var inset = EdgeInsets.zero
            var scrolling = ScrollingBehavior.none
        }
        struct PlainFamily: LayoutFamily {
            let name = "plain"
            func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Plain { Plain() }
            func layout(_ input: SectionLayoutInput, options: Plain) -> SectionLayoutResult {
                SectionLayoutResult(itemFrames: [], height: 0)
            }
        }
        struct OtherFamily: LayoutFamily {
            let name = "plain"
            func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Plain { Plain() }
            func layout(_ input: SectionLayoutInput, options: Plain) -> SectionLayoutResult {
                SectionLayoutResult(itemFrames: [], height: 0)
            }
        }
        let section = SectionSpec(id: "o", layout: LayoutSpec(family: PlainFamily(), options: Plain()))
        #expect(section.hasSameContent(as: section))
        var inset = section
        inset.layout = LayoutSpec(family: PlainFamily(), options: Plain(inset: EdgeInsets(all: 1)))
        #expect(!section.hasSameContent(as: inset))
        // Same name, same options, another family type: never the same layout.
        var other = section
        other.layout = LayoutSpec(family: OtherFamily(), options: Plain())
        #expect(!section.hasSameContent(as: other))
    }

    @Test func unchangedPageIsEmpty() {
        let page = Self.page(Self.section("a", "1 2"), Self.section("b", ""))
        #expect(Diff.changes(from: page, to: page).isEmpty)
    }

    /// Generated pages: sections inserted, deleted, moved and changed, items
    /// edited within them. Applying the section changes and then each
    /// section's item changes gives the new page.
    @Test func applyingPageChangesGivesTheNewPage() async throws {
        try await withEvery("seed", in: 1...6 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<150 {
                var serial = 0
                func newSection() -> SectionSpec {
                    serial += 1
                    let items = (0..<random.below(8)).map { "i\($0)=\(random.below(2))" }.joined(separator: " ")
                    return Self.section("s\(serial)", items, header: random.below(2) == 0 ? nil : 10)
                }
                let old = PageSpec(id: "p", sections: (0..<random.below(6)).map { _ in newSection() })
                var new = old
                for _ in 0..<random.below(6) {
                    switch random.below(5) {
                    case 0: new.sections.insert(newSection(), at: random.below(new.sections.count + 1))
                    case 1: if !new.sections.isEmpty { new.sections.remove(at: random.below(new.sections.count)) }
                    case 2:
                        if !new.sections.isEmpty {
                            let moved = new.sections.remove(at: random.below(new.sections.count))
                            new.sections.insert(moved, at: random.below(new.sections.count + 1))
                        }
                    case 3:
                        if !new.sections.isEmpty {
                            new.sections[random.below(new.sections.count)].header = SupplementarySpec(height: 99)
                        }
                    default:
                        if !new.sections.isEmpty {
                            let index = random.below(new.sections.count)
                            var items = new.sections[index].items
                            switch random.below(3) {
                            case 0: items.insert(Item(id: "n\(random.below(100))"), at: random.below(items.count + 1))
                            case 1: if !items.isEmpty { items.remove(at: random.below(items.count)) }
                            default: if !items.isEmpty { items[random.below(items.count)].data = .string("changed") }
                            }
                            new.sections[index].items = items
                        }
                    }
                }
                let changes = Diff.changes(from: old, to: new)

                // Sections, compared by id and content (items aside).
                struct Content: Equatable {
                    var id: String
                    var header: Double?
                }
                func contents(_ page: PageSpec) -> [Content] {
                    page.sections.map { Content(id: $0.id, header: $0.header?.height) }
                }
                let sections = ChangeSetApplier.apply(
                    changes.sections, to: contents(old), new: contents(new), identity: \.id)
                #expect(sections == contents(new), "\(changes.sections)")

                // Items, section by section.
                let inserted = Set(changes.sections.inserts)
                for (newIndex, section) in new.sections.enumerated() where !inserted.contains(newIndex) {
                    guard let oldIndex = old.sections.firstIndex(where: { $0.id == section.id }) else {
                        Issue.record("section \(section.id) neither inserted nor in the old page")
                        continue
                    }
                    let itemChanges = changes.itemChanges(inNewSection: newIndex) ?? .empty
                    if let entry = changes.items.first(where: { $0.newSection == newIndex }) {
                        #expect(entry.oldSection == oldIndex && entry.sectionID == section.id)
                    }
                    let items = ChangeSetApplier.apply(
                        itemChanges, to: old.sections[oldIndex].items, new: section.items, identity: \.id)
                    #expect(items == section.items)
                }
                #expect(zip(changes.items, changes.items.dropFirst()).allSatisfy { $0.newSection < $1.newSection })
            }
        }
    }
}
