import Quilt

/// The registry lint tests run against: every built-in family and extension,
/// plus a `card` component kind for fixtures that name one.
enum TestRegistry {
    static let registry: Registry = {
        var registry = Registry.standard
        try? registry.register(kind: ComponentKind(name: "card"))
        return registry
    }()
}
