/// A decoded page: its sections in order and any page-level plugin data
/// (the data module under `module`).
public struct PageSpec: Sendable {
    /// The page's name (`page:`).
    public var id: String
    /// A human title, if given.
    public var title: String?
    /// The sections, top to bottom.
    public var sections: [SectionSpec]
    /// Page-level state views (`states:`), shown in place of every section
    /// while no section has items (``shownState``).
    public var states: StateViews?
    /// The inline direction (`direction:`): `rtl` mirrors every section's
    /// frames (``LayoutDirection``). `ltr` when not written.
    public var direction: LayoutDirection
    /// Plugin data by page key (`module` → the module spec).
    public var attachments: [String: AnyPageAttachment]
    /// Where the page was written.
    public var location: SourceLocation

    /// Creates a page.
    public init(
        id: String, title: String? = nil, sections: [SectionSpec], states: StateViews? = nil,
        direction: LayoutDirection = .ltr, attachments: [String: AnyPageAttachment] = [:],
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.title = title
        self.sections = sections
        self.states = states
        self.direction = direction
        self.attachments = attachments
        self.location = location
    }

    /// The value page key `key` decoded to, when it is an `A` (the module
    /// spec under `module`).
    public func attachment<A: Sendable>(_ type: A.Type, forKey key: String) -> A? {
        attachments[key]?.value(as: type)
    }

    /// The section with `id`.
    public func section(_ id: String) -> SectionSpec? { sections.first { $0.id == id } }
}
