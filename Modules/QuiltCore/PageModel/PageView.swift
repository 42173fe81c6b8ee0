/// How to look at a loaded page: in a direction, with collapsible sections
/// expanded, with sections showing the view of a state in place of their
/// items. What `quilt layout` and `quilt render` apply for `--direction`,
/// `--expand` and `--state`, and the WebAssembly API for the same options.
public struct PageView: Sendable {
    /// The direction to lay the page out in, over its own `direction:`; nil keeps the page's.
    public var direction: LayoutDirection?
    /// Collapsible sections to lay out expanded, by id.
    public var expanded: [String]
    /// Sections to show in a state (loading, empty, failed), by id, applied in order.
    public var states: [(section: String, state: SectionState)]

    /// A view; by default the page as it is.
    public init(
        direction: LayoutDirection? = nil, expanded: [String] = [],
        states: [(section: String, state: SectionState)] = []
    ) {
        self.direction = direction
        self.expanded = expanded
        self.states = states
    }

    /// Why a view cannot be applied: it names a section the page does not
    /// have, or one that does not collapse.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// `expand` names no collapsible section; the collapsible ones, in page order.
        case notCollapsible(section: String, collapsible: [String])
        /// A state names no section; the page's sections, in order.
        case unknownSection(section: String, sections: [String])

        /// `--expand: …` or `--state: …`, as the commands print it after the page's path.
        public var description: String {
            switch self {
            case .notCollapsible(let section, let collapsible):
                let list = collapsible.isEmpty ? "none" : collapsible.joined(separator: ", ")
                return "--expand: the page has no collapsible section '\(section)' (collapsible: \(list))"
            case .unknownSection(let section, let sections):
                return "--state: the page has no section '\(section)' (sections: \(sections.joined(separator: ", ")))"
            }
        }
    }

    /// `page` in the direction asked for, with every section asked for
    /// expanded, then every requested state shown.
    public func apply(to page: PageSpec) -> Result<PageSpec, Failure> {
        var page = page
        if let direction { page.direction = direction }
        for section in expanded {
            guard let shown = page.settingCollapsed(false, section: section) else {
                let collapsible = page.sections.filter { $0.collapsible != nil }.map { $0.id }
                return .failure(.notCollapsible(section: section, collapsible: collapsible))
            }
            page = shown
        }
        for (section, state) in states {
            guard let shown = page.showing(state, inSection: section) else {
                return .failure(.unknownSection(section: section, sections: page.sections.map { $0.id }))
            }
            page = shown
        }
        return .success(page)
    }
}

extension PageView: Equatable {
    /// True when the two views show a page alike: the same direction, the
    /// same sections expanded, the same states in the same order.
    public static func == (lhs: PageView, rhs: PageView) -> Bool {
        lhs.direction == rhs.direction && lhs.expanded == rhs.expanded && lhs.states.count == rhs.states.count
            && zip(lhs.states, rhs.states).allSatisfy { $0.section == $1.section && $0.state == $1.state }
    }
}
