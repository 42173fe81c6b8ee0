/// Every name a page can use: layout families, component kinds, and the
/// extensions that decode extra section and page keys.
///
/// Core names no family: modules register theirs (`Registry.standard` in the
/// `Quilt` umbrella registers every built-in one) and users add their own the
/// same way. A registry is a value; build it once and share it.
public struct Registry: Sendable {
    /// Layout families by name.
    public private(set) var families: [String: any LayoutFamily] = [:]
    /// Component kinds by name.
    public private(set) var componentKinds: [String: ComponentKind] = [:]
    /// Section key handlers by key.
    public private(set) var sectionExtensions: [String: any SectionExtension] = [:]
    /// Page key handlers by key.
    public private(set) var pageExtensions: [String: any PageExtension] = [:]
    /// The family a section gets when neither it nor its kind names one.
    public var defaultFamily = "list"
    /// The item field that identifies items when a kind sets none.
    public var defaultIdentityField = "id"

    /// An empty registry.
    public init() {}

    /// Registers a layout family under its name.
    public mutating func register(family: some LayoutFamily) throws(RegistryError) {
        guard families[family.name] == nil else { throw .duplicate(what: "layout family", name: family.name) }
        families[family.name] = family
    }

    /// Registers a component kind under its name.
    public mutating func register(kind: ComponentKind) throws(RegistryError) {
        guard componentKinds[kind.name] == nil else { throw .duplicate(what: "component kind", name: kind.name) }
        componentKinds[kind.name] = kind
    }

    /// Registers a handler for an extra section key.
    public mutating func register(sectionExtension: some SectionExtension) throws(RegistryError) {
        guard sectionExtensions[sectionExtension.key] == nil else { throw .duplicate(what: "section key", name: sectionExtension.key) }
        sectionExtensions[sectionExtension.key] = sectionExtension
    }

    /// Registers the handler for an extra section key, replacing any handler
    /// already there: a plugin that keeps its own registry (decoration contents)
    /// stores its extended handler back this way.
    public mutating func replace(sectionExtension: some SectionExtension) {
        sectionExtensions[sectionExtension.key] = sectionExtension
    }

    /// Registers a handler for an extra page key.
    public mutating func register(pageExtension: some PageExtension) throws(RegistryError) {
        guard pageExtensions[pageExtension.key] == nil else { throw .duplicate(what: "page key", name: pageExtension.key) }
        pageExtensions[pageExtension.key] = pageExtension
    }

    /// The family called `name`.
    public func family(named name: String) -> (any LayoutFamily)? { families[name] }

    /// The names a `layout: {kind: …}` may use, sorted.
    public var layoutNames: [String] { families.keys.sorted() }
}
