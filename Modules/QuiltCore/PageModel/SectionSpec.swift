/// One section of a page: a component kind, its layout, optional header,
/// footer and placeholder, attachments such as decorations, and its items.
public struct SectionSpec: Sendable {
    /// Unique within the page; the diff's identity for the section.
    public var id: String
    /// The component kind's name, if the section names one.
    public var component: String?
    /// The component kind itself, when the decoder resolved one (or code set
    /// it): loaders prepare the items they load through it
    /// (``ComponentKind/prepare(_:)``), as the decoder does inline items.
    /// Nil for a section without a kind or built in code without one.
    public var componentKind: ComponentKind?
    /// How the items are laid out.
    public var layout: LayoutSpec
    /// Above the items.
    public var header: SupplementarySpec?
    /// Below the items.
    public var footer: SupplementarySpec?
    /// Shown in place of the items when there are none, for every state
    /// without a view of its own in ``states``.
    public var placeholder: PlaceholderSpec?
    /// A view per state (`states:`): loading, empty, failed.
    public var states: StateViews?
    /// Shows a prefix of the items until expanded (`collapsible:`).
    public var collapsible: Collapsible?
    /// How far loading the section's data got; decides the state it shows
    /// without items (``shownState``). `loading` for a section with a
    /// `source` until a loader commits, `loaded` for a static one.
    public var loadState: SectionLoadState
    /// True when the section's request has another page to load: a
    /// ``PageLoader`` (QuiltModules) keeps it in step, false otherwise.
    public var canLoadMore = false
    /// Inline items, or the items a module loaded.
    public var items: [Item]
    /// The module request whose response fills `items`, if any.
    public var source: String?
    /// Where this section's items are in its request's response, when it
    /// says (`source: {request, items: /pointer}`); nil takes the request's
    /// own `items`. Sections reading one request share its one fetch.
    public var sourceItems: JSONPointer?
    /// The item data field that identifies an item.
    public var identityField: String
    /// Item sizes for families that need them.
    public var sizes: ItemSizes
    /// How the items may be selected (`selection:`).
    public var selection = SelectionMode.none
    /// The ids of the selected items, in the order they were selected:
    /// state kept by identity, so an item keeps its selection while it
    /// moves, and the selection survives loads that keep the item.
    public var selected: [String] = []
    /// What tapping an item does (`action:`); nil is `select` when the
    /// section has a selection mode (``tapAction``), else nothing.
    public var itemAction: TapAction?
    /// Plugin data by section key (`decoration` → decorations).
    public var attachments: [String: AnySectionAttachment]
    /// Where the section was written.
    public var location: SourceLocation

    /// Creates a section. `component` defaults to `componentKind`'s name;
    /// `loadState` to `loading` when there is a `source`, else `loaded`.
    public init(
        id: String, component: String? = nil, componentKind: ComponentKind? = nil, layout: LayoutSpec,
        header: SupplementarySpec? = nil, footer: SupplementarySpec? = nil,
        placeholder: PlaceholderSpec? = nil, states: StateViews? = nil, collapsible: Collapsible? = nil,
        loadState: SectionLoadState? = nil,
        items: [Item] = [], source: String? = nil,
        identityField: String = "id", sizes: some ItemSizeProvider = ItemSizes.unspecified,
        attachments: [String: AnySectionAttachment] = [:], location: SourceLocation = .unknown
    ) {
        self.id = id
        self.component = component ?? componentKind?.name
        self.componentKind = componentKind
        self.layout = layout
        self.header = header
        self.footer = footer
        self.placeholder = placeholder
        self.states = states
        self.collapsible = collapsible
        self.loadState = loadState ?? (source == nil ? .loaded : .loading)
        self.items = items
        self.source = source
        self.identityField = identityField
        self.sizes = sizes.itemSizes
        self.attachments = attachments
        self.location = location
    }
}
