import QuiltCore

/// A decoded `module:` block (or one nested in a composite): its kind, the
/// kind's options, its requests, and defaults for them.
public struct ModuleSpec: Sendable {
    /// The module's id (`id:`, else `module` for the page's, `<parent>.<n>` nested).
    public var id: String
    /// The kind paired with its options.
    public let decoded: DecodedModule
    /// The requests, in declared order (defaults already applied).
    public var requests: [RequestSpec]
    /// Where the module was written.
    public var location: SourceLocation

    /// Creates a module spec from a kind and options of its type.
    public init<K: ModuleKind>(
        id: String = "module", kind: K, options: K.Options, requests: [RequestSpec] = [],
        location: SourceLocation = .unknown
    ) {
        self.init(
            id: id, decoded: TypedDecodedModule(kind: kind, options: options), requests: requests, location: location)
    }

    /// Creates a module spec from a decoded pair, as decoders produce them.
    public init(id: String, decoded: DecodedModule, requests: [RequestSpec], location: SourceLocation) {
        self.id = id
        self.decoded = decoded
        self.requests = requests
        self.location = location
    }

    /// The kind's name.
    public var kindName: String { decoded.kindName }

    /// How the kind runs its requests.
    public var order: RequestOrder { decoded.order }

    /// True when the kind answers `loadNewer`.
    public var loadsNewer: Bool { decoded.loadsNewer }

    /// The options, when the module's kind is a `K`; nil for any other kind.
    public func options<K: ModuleKind>(of kind: K.Type) -> K.Options? {
        TypedDecodedModule<K>.cast(decoded)?.options
    }

    /// Nested modules, in declared order.
    public var children: [ModuleSpec] { decoded.children }

    /// This module and every nested one, depth first in declared order.
    public var allModules: [ModuleSpec] { [self] + children.flatMap { $0.allModules } }

    /// Every request of this module and the nested ones, in declared order.
    public var allRequests: [RequestSpec] { allModules.flatMap { $0.requests } }
}
