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
        func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(random.next() % UInt64(n)) }
        var page = page
        var serial = 0
        func newItem(_ prefix: String) -> Item {
            serial += 1
            return Item(id: "\(prefix)-new\(serial)-\(below(1_000_000))", data: .number(Double(below(3))))
        }
        for _ in 0..<edits {
            let count = page.sections.count
            switch below(12) {
            case 0: page.sections.insert(makeSection(&random), at: below(count + 1))
            case 1: if count > 0 { page.sections.remove(at: below(count)) }
            case 2:
                if count > 0 {
                    let section = page.sections.remove(at: below(count))
                    page.sections.insert(section, at: below(count))
                }
            case 3:
                guard count > 0 else { continue }
                if below(2) == 0 {
                    page.sections[below(count)].header = SupplementarySpec(height: Double(below(60)), pinned: true)
                } else {
                    // A load state change: seen only by a section without items.
                    page.sections[below(count)].loadState = GeneratedPages.loadState(&random)
                }
            default:
                guard count > 0 else { continue }
                let index = below(count)
                let id = page.sections[index].id
                var items = page.sections[index].items
                switch below(8) {
                case 0: items.insert(newItem(id), at: below(items.count + 1))
                case 1: if !items.isEmpty { items.remove(at: below(items.count)) }
                case 2:
                    if !items.isEmpty {
                        let item = items.remove(at: below(items.count))
                        items.insert(item, at: below(items.count + 1))
                    }
                case 3: if !items.isEmpty { items[below(items.count)].data = .string("changed\(below(9))") }
                default: items.append(contentsOf: (0..<(1 + below(12))).map { _ in newItem(id) })
                }
                page.sections[index].items = items
            }
        }
        return page
    }
}
