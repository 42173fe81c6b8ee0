import QuiltCore

/// A decoded `module:` block (or one nested in a composite): its kind, the
/// kind's options, its requests, and defaults for them.
public struct ModuleSpec: Sendable {
    /// The module's id (`id:`, else `module` for the page's, `<parent>.<n>` nested).
    public var id: String
    /// The kind.
    public var kind: any ModuleKind
    /// The kind's options, of its `Options` type.
    public var options: any Sendable
    /// The requests, in declared order (defaults already applied).
    public var requests: [RequestSpec]
    /// Where the module was written.
    public var location: SourceLocation

    /// Creates a module spec; `options` must be of `kind`'s options type.
    public init<K: ModuleKind>(
        id: String = "module", kind: K, options: K.Options, requests: [RequestSpec] = [],
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.kind = kind
        self.options = options
        self.requests = requests
        self.location = location
    }

    /// Creates a module spec from existentials, as the decoder produces them.
    public init(
        id: String, anyKind kind: any ModuleKind, options: any Sendable, requests: [RequestSpec],
        location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.options = options
        self.requests = requests
        self.location = location
    }

    /// The kind's name.
    public var kindName: String { kind.name }

    /// The options, when the module's kind is a `K`; nil for any other kind.
    public func options<K: ModuleKind>(of kind: K.Type) -> K.Options? {
        options as? K.Options
    }

    /// Nested modules, in declared order.
    public var children: [ModuleSpec] { Self.children(kind, options: options) }

    /// This module and every nested one, depth first in declared order.
    public var allModules: [ModuleSpec] { [self] + children.flatMap({ $0.allModules }) }

    /// Every request of this module and the nested ones, in declared order.
    public var allRequests: [RequestSpec] { allModules.flatMap({ $0.requests }) }

    /// Runs `phase` through the kind.
    public func run(_ phase: LoadPhase, context: ModuleContext) async {
        await Self.run(kind, phase: phase, module: self, context: context)
    }

    private static func children<K: ModuleKind>(_ kind: K, options: any Sendable) -> [ModuleSpec] {
        guard let options = options as? K.Options else { return [] }
        return kind.children(of: options)
    }

    private static func run<K: ModuleKind>(_ kind: K, phase: LoadPhase, module: ModuleSpec, context: ModuleContext)
        async
    {
        // The decoder pairs each kind with its own options; a mismatch can only
        // come from code building a spec by hand, and loads nothing.
        guard let options = module.options as? K.Options else { return }
        await kind.run(phase, module: module, options: options, context: context)
    }
}
