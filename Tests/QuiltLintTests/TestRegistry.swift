import Quilt

/// The registry lint tests run against: every built-in family and extension,
/// plus a `card` component kind (fields `id` and `title`, strings) for
/// examples and fixtures that name one.
enum TestRegistry {
    static let registry: Registry = {
        var registry = Registry.standard
        try? registry.register(
            kind: ComponentKind(
                name: "card",
                fields: [ComponentField(name: "id", type: .string), ComponentField(name: "title", type: .string)]))
        return registry
    }()
}
