import Quilt

/// Pages the engine benchmarks share: a feed of a million list items below
/// a few ordinary sections.
enum BenchmarkPages {
    /// A header strip, a grid of twelve, then `count` items two per row.
    static func feed(items count: Int) -> PageSpec {
        let strip = ListLayout.Options(
            common: CommonLayoutOptions(
                arrange: .horizontal, inset: EdgeInsets(all: 10), interitemSpacing: 8, scrolling: .itemPaging),
            distribution: .fraction(0.4), itemRatio: .absolute(120))
        let grid = ListLayout.Options(
            common: CommonLayoutOptions(inset: EdgeInsets(all: 10), lineSpacing: 8, interitemSpacing: 8),
            distribution: .distribution(4), itemRatio: .fraction(1))
        let feed = ListLayout.Options(
            common: CommonLayoutOptions(
                inset: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10), lineSpacing: 8, interitemSpacing: 8),
            distribution: .distribution(2), itemRatio: .fraction(1.3))
        return PageSpec(
            id: "feed",
            sections: [
                SectionSpec(
                    id: "banners", layout: LayoutSpec(family: ListLayout(), options: strip), items: items("b", 8)),
                SectionSpec(
                    id: "shortcuts", layout: LayoutSpec(family: ListLayout(), options: grid),
                    header: SupplementarySpec(height: 44, pinned: true), items: items("s", 12)),
                SectionSpec(
                    id: "feed", layout: LayoutSpec(family: ListLayout(), options: feed),
                    header: SupplementarySpec(height: 44, pinned: true), items: items("f", count)),
            ])
    }

    static func items(_ prefix: String, _ count: Int) -> [Item] {
        (0..<count).map { Item(id: prefix + String($0)) }
    }
}
