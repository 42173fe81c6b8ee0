/// The data of a page's items as `quilt layout --with-data` writes it: each
/// laid-out item's data as its component kind reformed and checked it (what
/// the page holds after loading), found by its place in its section, else
/// by its identity.
///
/// JSON has no infinite or not-a-number value, and YAML data may hold them
/// (`.inf`, `-.inf`, `.nan`): such a number is written as that YAML
/// spelling, a string, so that no field is lost or turned into `null`.
/// Nothing is shortened: the data is as large as the page's files, which
/// the reading limits bound (docs/limits.md).
package struct ItemDataJSON: Sendable {
    /// One section's items.
    package struct Section: Sendable {
        let items: [Item]
        /// First item index by identity, for an item not at its own place.
        let indexByID: [String: Int]

        /// The data of the item laid out at `index` with identity `id`;
        /// `null` for an item the page does not hold.
        package func item(_ index: Int, id: String) -> DataValue {
            let position = index < items.count && items[index].id == id ? index : indexByID[id]
            return position.map { ItemDataJSON.finite(items[$0].data) } ?? .null
        }
    }

    private let sections: [SectionSpec]
    private let indexByID: [String: Int]

    /// The items of `page`.
    package init(_ page: PageSpec) {
        sections = page.sections
        var indices: [String: Int] = [:]
        for (index, section) in page.sections.enumerated() where indices[section.id] == nil {
            indices[section.id] = index
        }
        indexByID = indices
    }

    /// The section laid out at `index` with id `id`: the page's section at
    /// that place when its id agrees, else the first with that id.
    package func section(_ index: Int, id: String) -> Section? {
        guard let position = index < sections.count && sections[index].id == id ? index : indexByID[id] else {
            return nil
        }
        let items = sections[position].items
        var indices: [String: Int] = [:]
        for (index, item) in items.enumerated() where indices[item.id] == nil { indices[item.id] = index }
        return Section(items: items, indexByID: indices)
    }

    /// `value` with every non-finite number written as its YAML spelling.
    package static func finite(_ value: DataValue) -> DataValue {
        switch value {
        case .number(let number) where !number.isFinite:
            return .string(number.isNaN ? ".nan" : number < 0 ? "-.inf" : ".inf")
        case .array(let elements):
            return .array(elements.map { finite($0) })
        case .object(let members):
            return .object(DataObject(members.map { ($0.key, finite($0.value)) }))
        default:
            return value
        }
    }
}
