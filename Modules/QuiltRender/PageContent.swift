import QuiltCore

/// The text and data renderers show inside frames: header, footer and
/// state view titles and item data, looked up by section and item id.
struct PageContent: Sendable {
    struct Section: Sendable {
        var headerTitle: String?
        var footerTitle: String?
        /// The view each state shows (its own, else the placeholder).
        var views: [SectionState: PlaceholderSpec]
        /// The section's size rule, whose texts items draw.
        var sizes: SizeRule?
        /// The section's items, in the page's order (the page's own array, not a copy).
        fileprivate var items: [Item] = []
        /// Where each id is first, built only when a drawn section's items
        /// do not follow the page's order: drawn items are mostly the
        /// page's own in order, and hashing every id of a page of 100,000
        /// items cost more than writing the items.
        fileprivate var positions: [String: Int]?

        /// The data of the item `id` drawn at `index`: the page's item at
        /// `index` when it has that id (items that repeat an id each show
        /// their own, as they were laid out), else the first of that id.
        func item(_ id: String, at index: Int) -> DataValue? {
            if index < items.count, items[index].id == id { return items[index].data }
            return positions?[id].map { items[$0].data }
        }
    }

    /// The page's title, if it has one.
    var title: String?
    /// The page-level state views.
    var pageViews: StateViews?
    private var sections: [String: Section] = [:]

    /// Content of `page` as `snapshots` draw it; a nil page gives frames without text.
    init(_ page: PageSpec?, drawing snapshots: [LayoutSnapshot]) {
        title = page?.title
        pageViews = page?.states
        // The item ids each section is drawn with, at every width.
        var drawn: [String: [[String]]] = [:]
        var unordered = Set<String>()
        for snapshot in snapshots {
            for section in snapshot.sections {
                drawn[section.id, default: []].append(section.itemIDs)
                // Items past the ids are drawn as `#index`, which the page may name anywhere.
                if section.displayedItemCount > section.itemIDs.count { unordered.insert(section.id) }
            }
        }
        for section in page?.sections ?? [] where sections[section.id] == nil {
            var views: [SectionState: PlaceholderSpec] = [:]
            for state in SectionState.viewStates { views[state] = section.view(for: state) }
            var content = Section(
                headerTitle: section.header?.title, footerTitle: section.footer?.title, views: views,
                sizes: section.sizes.rule)
            content.items = section.items
            let ordered = (drawn[section.id] ?? []).allSatisfy { Self.isPrefix($0, of: section.items) }
            if unordered.contains(section.id) || !ordered {
                var positions: [String: Int] = [:]
                positions.reserveCapacity(section.items.count)
                for (index, item) in section.items.enumerated() where positions[item.id] == nil {
                    positions[item.id] = index
                }
                content.positions = positions
            }
            sections[section.id] = content
        }
    }

    private static func isPrefix(_ drawn: [String], of items: [Item]) -> Bool {
        drawn.count <= items.count && drawn.indices.allSatisfy { drawn[$0] == items[$0].id }
    }

    /// The content of section `id`.
    func section(_ id: String) -> Section? { sections[id] }

    /// What an item shows: its `title` (or `name`), and whether it has an `image`.
    static func item(_ data: DataValue?) -> (title: String?, hasImage: Bool) {
        guard let data else { return (nil, false) }
        let hasImage = data["image"]?.stringValue.map { !$0.isEmpty } ?? false
        return (shownText(data["title"]) ?? shownText(data["name"]), hasImage)
    }

    /// A string as it is, a number or a Boolean as displayed; nothing else.
    private static func shownText(_ value: DataValue?) -> String? {
        switch value {
        case .string(let text)?: text
        case .number?, .bool?: value?.displayText
        default: nil
        }
    }
}
