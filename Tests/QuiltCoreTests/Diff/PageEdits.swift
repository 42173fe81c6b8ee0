import QuiltCore
import QuiltTestSupport

/// Random edits of a page: sections inserted, deleted, moved or changed
/// (a header, a load state), and
/// items appended (most often, as loading more does), inserted, deleted,
/// moved or changed. `makeSection` builds a fresh section.
enum PageEdits {
    static func edit(
        _ page: PageSpec, _ random: inout SplitMix64, edits: Int, makeSection: (inout SplitMix64) -> SectionSpec
    ) -> PageSpec {
        var page = page
        var serial = 0
        func newItem(_ prefix: String) -> Item {
            serial += 1
            return Item(id: "\(prefix)-new\(serial)-\(random.below(1_000_000))", data: .number(Double(random.below(3))))
        }
        for _ in 0..<edits {
            let count = page.sections.count
            switch random.below(12) {
            case 0: page.sections.insert(makeSection(&random), at: random.below(count + 1))
            case 1: if count > 0 { page.sections.remove(at: random.below(count)) }
            case 2:
                if count > 0 {
                    let section = page.sections.remove(at: random.below(count))
                    page.sections.insert(section, at: random.below(count))
                }
            case 3:
                guard count > 0 else { continue }
                if random.below(2) == 0 {
                    page.sections[random.below(count)].header = SupplementarySpec(
                        height: Double(random.below(60)), pinned: true)
                } else {
                    // A load state change: seen only by a section without items.
                    page.sections[random.below(count)].loadState = GeneratedPages.loadState(&random)
                }
            default:
                guard count > 0 else { continue }
                let index = random.below(count)
                let id = page.sections[index].id
                var items = page.sections[index].items
                switch random.below(8) {
                case 0: items.insert(newItem(id), at: random.below(items.count + 1))
                case 1: if !items.isEmpty { items.remove(at: random.below(items.count)) }
                case 2:
                    if !items.isEmpty {
                        let item = items.remove(at: random.below(items.count))
                        items.insert(item, at: random.below(items.count + 1))
                    }
                case 3:
                    if !items.isEmpty { items[random.below(items.count)].data = .string("changed\(random.below(9))") }
                default: items.append(contentsOf: (0..<(1 + random.below(12))).map { _ in newItem(id) })
                }
                page.sections[index].items = items
            }
        }
        return page
    }
}
