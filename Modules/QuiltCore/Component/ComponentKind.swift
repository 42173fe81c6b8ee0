/// A component kind: a named kind of item ("card", "tag") with the defaults a
/// section of that kind starts from, the fields its items carry and how raw
/// data becomes those fields. Registered in code or from `components/*.yaml`.
public struct ComponentKind: Sendable {
    /// The name sections use: `component: <name>`.
    public var name: String
    /// The data field that identifies an item (`id` unless set).
    public var identityField: String
    /// The layout a section of this kind gets when it writes none; a section's
    /// own `layout:` keys override these.
    public var defaultLayout: ConfigNode?
    /// Default values of other section keys (`header`, `footer`, `placeholder`,
    /// `size`, `decoration`, …) for a section of this kind that writes none;
    /// a key the section writes replaces the default whole.
    public var sectionDefaults: [String: ConfigNode]
    /// How items of this kind are sized.
    public var sizes: ItemSizes?
    /// The fields items carry, checked after ``reformRules`` (see ``prepare(_:)``).
    public var fields: [ComponentField]
    /// How fields are made from raw data, applied before the check.
    public var reformRules: [ReformRule]
    /// What the kind is for, shown in schemas and docs.
    public var description: String?
    /// Where the kind was defined.
    public var location: SourceLocation

    /// Creates a kind.
    public init(
        name: String, identityField: String = "id", defaultLayout: ConfigNode? = nil,
        sectionDefaults: [String: ConfigNode] = [:], sizes: ItemSizes? = nil,
        location: SourceLocation = .unknown, fields: [ComponentField] = [], reformRules: [ReformRule] = [],
        description: String? = nil
    ) {
        self.name = name
        self.identityField = identityField
        self.defaultLayout = defaultLayout
        self.sectionDefaults = sectionDefaults
        self.sizes = sizes
        self.fields = fields
        self.reformRules = reformRules
        self.description = description
        self.location = location
    }
}
