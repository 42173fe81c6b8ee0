import QuiltCore

/// Module kinds by name: the built-in ones and any a user adds.
///
/// Same shape as the layout families of ``Registry``: a value, built once,
/// registering twice under one name is refused. `QuiltModules` adds
/// `standard`, the built-in kinds with their loading.
public struct ModuleKindRegistry: Sendable {
    /// Kinds by name.
    public private(set) var kinds: [String: RegisteredModuleKind] = [:]

    /// An empty registry.
    public init() {}

    /// `static`, `single`, `pureList`, `batch`, `chain`, `composite`,
    /// `timeline`, for decoding alone: what a build without loading (the
    /// WebAssembly module) reads pages with.
    public static var builtIn: ModuleKindRegistry {
        var registering = Registering()
        visitBuiltInKinds(&registering)
        return registering.registry
    }

    /// Hands each built-in kind to `visitor`, in order: the one list of
    /// them, which ``builtIn`` and `QuiltModules`' `standard` (the same
    /// kinds with their loading) both read.
    public static func visitBuiltInKinds(_ visitor: inout some ModuleKindVisitor) {
        visitor.visit(StaticModule())
        visitor.visit(SingleModule())
        visitor.visit(PureListModule())
        visitor.visit(BatchModule())
        visitor.visit(ChainModule())
        visitor.visit(CompositeModule())
        visitor.visit(TimelineModule())
    }

    /// Registers each kind it visits, for decoding alone.
    private struct Registering: ModuleKindVisitor {
        var registry = ModuleKindRegistry()

        mutating func visit(_ kind: some ModuleKind) {
            // Built-in names are distinct, so these registrations cannot collide.
            try? registry.register(kind)
        }
    }

    /// Registers `kind` under its name.
    public mutating func register(_ kind: some ModuleKind) throws(RegistryError) {
        try register(RegisteredModuleKind.wrapping(kind))
    }

    /// Registers a wrapped kind under its name.
    public mutating func register(_ kind: RegisteredModuleKind) throws(RegistryError) {
        guard kinds[kind.name] == nil else { throw .duplicate(what: "module kind", name: kind.name) }
        kinds[kind.name] = kind
    }

    /// The kind called `name`.
    public func kind(named name: String) -> RegisteredModuleKind? { kinds[name] }

    /// The names, sorted.
    public var names: [String] { kinds.keys.sorted() }
}
