import QuiltCore

/// The decoration contents kinds a page may use, by name: the same shape as
/// the layout-family ``Registry``, kept by the ``DecorationExtension`` that
/// decodes `decoration:`.
///
/// Add a kind to a page registry with ``QuiltCore/Registry/register(decorationContents:)``.
public struct DecorationContentsRegistry: Sendable {
    /// Contents kinds by name.
    public private(set) var kinds: [String: RegisteredContentsKind] = [:]

    /// An empty registry.
    public init() {}

    /// `color`, `image` and `gradient`.
    public static var standard: DecorationContentsRegistry {
        var registry = DecorationContentsRegistry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(ColorContents())
        try? registry.register(ImageContents())
        try? registry.register(GradientContents())
        return registry
    }

    /// Registers a kind under its name.
    public mutating func register(_ kind: some DecorationContentsKind) throws(RegistryError) {
        guard kinds[kind.name] == nil else { throw .duplicate(what: "decoration contents kind", name: kind.name) }
        kinds[kind.name] = RegisteredContentsKind(kind)
    }

    /// The kind called `name`.
    public func kind(named name: String) -> RegisteredContentsKind? { kinds[name] }

    /// The names `contents:` may use, sorted.
    public var names: [String] { kinds.keys.sorted() }
}
