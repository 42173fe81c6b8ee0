/// Every name a page can use: layout families, layout presets, component
/// kinds, fonts, and the extensions that decode extra section and page keys.
///
/// Core names no family: modules register theirs (`Registry.standard` in the
/// `Quilt` umbrella registers every built-in one) and users add their own the
/// same way. A registry is a value; build it once and share it.
///
/// Every kind of extension registers in place, with one `register` call on
/// the registry: a family, a preset, a component kind, a font, a section or
/// page key, and (through the modules that own them) decoration contents
/// and module kinds. Nothing registered is copied out and dropped.
public struct Registry: Sendable {
    /// Layout families by name.
    public private(set) var families: [String: RegisteredFamily] = [:]
    /// Layout presets by name (names distinct from every family's).
    public private(set) var presets: [String: LayoutPreset] = [:]
    /// Component kinds by name.
    public private(set) var componentKinds: [String: ComponentKind] = [:]
    /// Section key handlers by key.
    public private(set) var sectionExtensions: [String: RegisteredSectionExtension] = [:]
    /// Page key handlers by key.
    public private(set) var pageExtensions: [String: RegisteredPageExtension] = [:]
    /// Fonts by family, then weight (see ``register(font:)``).
    public internal(set) var fonts: [String: [FontWeight: RegisteredFont]] = [:]
    /// What loads a project's font files into measurers; nil when no text
    /// library is linked (`Registry.standard` sets `QuiltText`'s).
    public var fontLoader: (any FontLoader)?
    /// The layout (a family or a preset) a section gets when neither it nor
    /// its kind names one.
    public var defaultFamily = "list"
    /// The item field that identifies items when a kind sets none.
    public var defaultIdentityField = "id"

    /// An empty registry.
    public init() {}

    /// Registers a layout family under its name; a family or preset of that
    /// name is a duplicate.
    public mutating func register(family: some LayoutFamily) throws(RegistryError) {
        try register(RegisteredFamily.wrapping(family))
    }

    /// Registers a family that describes its options as JSON Schema, keeping
    /// the schema for `quilt schema`.
    public mutating func register(family: some DescribedLayoutFamily) throws(RegistryError) {
        try register(RegisteredFamily.wrapping(family, optionsSchema: family.optionsSchema))
    }

    private mutating func register(_ family: RegisteredFamily) throws(RegistryError) {
        guard families[family.name] == nil else { throw .duplicate(what: "layout family", name: family.name) }
        guard presets[family.name] == nil else { throw .duplicate(what: "layout preset", name: family.name) }
        families[family.name] = family
    }

    /// Registers a layout preset under its name; a family or preset of that
    /// name is a duplicate. The base need not be registered yet: it is
    /// looked up when the preset is used (see ``resolveLayout(named:)``).
    public mutating func register(preset: LayoutPreset) throws(RegistryError) {
        guard families[preset.name] == nil else { throw .duplicate(what: "layout family", name: preset.name) }
        guard presets[preset.name] == nil else { throw .duplicate(what: "layout preset", name: preset.name) }
        presets[preset.name] = preset
    }

    /// Removes the family called `name` (a project that enables only some
    /// built-in families); returns whether there was one.
    @discardableResult
    public mutating func removeFamily(named name: String) -> Bool {
        families.removeValue(forKey: name) != nil
    }

    /// Registers a component kind under its name.
    public mutating func register(kind: ComponentKind) throws(RegistryError) {
        guard componentKinds[kind.name] == nil else { throw .duplicate(what: "component kind", name: kind.name) }
        componentKinds[kind.name] = kind
    }

    /// Registers a handler for an extra section key.
    public mutating func register(sectionExtension: some SectionExtension) throws(RegistryError) {
        guard sectionExtensions[sectionExtension.key] == nil else {
            throw .duplicate(what: "section key", name: sectionExtension.key)
        }
        sectionExtensions[sectionExtension.key] = TypedSectionExtension(sectionExtension)
    }

    /// Registers the handler for an extra section key, replacing any handler
    /// already there: a plugin that keeps its own registry (decoration contents)
    /// stores its extended handler back this way.
    public mutating func replace(sectionExtension: some SectionExtension) {
        sectionExtensions[sectionExtension.key] = TypedSectionExtension(sectionExtension)
    }

    /// The handler of section key `key`, when it is an `E`.
    public func sectionExtension<E: SectionExtension>(_ type: E.Type, forKey key: String) -> E? {
        sectionExtensions[key]?.handler(as: type)
    }

    /// Registers a handler for an extra page key.
    public mutating func register(pageExtension: some PageExtension) throws(RegistryError) {
        guard pageExtensions[pageExtension.key] == nil else {
            throw .duplicate(what: "page key", name: pageExtension.key)
        }
        pageExtensions[pageExtension.key] = TypedPageExtension(pageExtension)
    }

    /// Registers the handler for an extra page key, replacing any handler
    /// already there: a plugin that keeps its own registry (module kinds)
    /// stores its extended handler back this way.
    public mutating func replace(pageExtension: some PageExtension) {
        pageExtensions[pageExtension.key] = TypedPageExtension(pageExtension)
    }

    /// The handler of page key `key`, when it is an `E`.
    public func pageExtension<E: PageExtension>(_ type: E.Type, forKey key: String) -> E? {
        pageExtensions[key]?.handler(as: type)
    }

    /// The family called `name`.
    public func family(named name: String) -> RegisteredFamily? { families[name] }

    /// The names a `layout: {kind: …}` may use, families and presets, sorted.
    public var layoutNames: [String] { (Array(families.keys) + Array(presets.keys)).sorted() }

    /// The family names, sorted.
    public var familyNames: [String] { families.keys.sorted() }

    /// Follows `name` through presets to a family. Never loops: a preset met
    /// twice ends the walk with ``LayoutResolution/cycle(_:)``.
    public func resolveLayout(named name: String) -> LayoutResolution {
        var chain: [LayoutPreset] = []
        var seen: Set<String> = []
        var current = name
        while true {
            if let family = families[current] { return .family(family, presets: chain) }
            guard let preset = presets[current] else { return .unknown(name: current, preset: chain.last) }
            chain.append(preset)
            guard seen.insert(current).inserted else { return .cycle(chain) }
            current = preset.base
        }
    }
}
