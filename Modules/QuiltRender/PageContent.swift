import QuiltCore

/// The text and data renderers show inside frames: header, footer and
/// state view titles and item data, looked up by section and item id.
struct PageContent: Sendable {
    struct Section: Sendable {
        var headerTitle: String?
        var footerTitle: String?
        /// The view each state shows (its own, else the placeholder).
        var views: [SectionState: PlaceholderSpec]
        var items: [String: DataValue]
        /// The section's size rule, whose texts items draw.
        var sizes: SizeRule?
    }

    /// The page's title, if it has one.
    var title: String?
    /// The page-level state views.
    var pageViews: StateViews?
    private var sections: [String: Section] = [:]

    /// Content of `page`; nil gives frames without text.
    init(_ page: PageSpec?) {
        title = page?.title
        pageViews = page?.states
        for section in page?.sections ?? [] where sections[section.id] == nil {
            var items: [String: DataValue] = [:]
            items.reserveCapacity(section.items.count)
            for item in section.items where items[item.id] == nil { items[item.id] = item.data }
            var views: [SectionState: PlaceholderSpec] = [:]
            for state in SectionState.viewStates { views[state] = section.view(for: state) }
            sections[section.id] = Section(
                headerTitle: section.header?.title, footerTitle: section.footer?.title, views: views, items: items,
                sizes: section.sizes.rule)
        }
    }

    /// The content of section `id`.
    func section(_ id: String) -> Section? { sections[id] }

    /// What an item shows: its `title` (or `name`), and whether it has an `image`.
    static func item(_ data: DataValue?) -> (title: String?, hasImage: Bool) {
        let title = [data?["title"], data?["name"]].lazy.compactMap { value -> String? in
            switch value {
            case .string(let text)?: text
            case .number?, .bool?: value?.displayText
            default: nil
            }
        }.first
        let hasImage = data?["image"]?.stringValue.map { !$0.isEmpty } ?? false
        return (title, hasImage)
    }
}
