import Quilt

/// The registry lint tests run against: every built-in family and extension,
/// a `card` component kind for fixtures that name one, and stand-ins that
/// accept `decoration:` and `module:` when no real extension handles them, so
/// that rules about those keys are tested on their own.
enum TestRegistry {
    static let registry: Registry = {
        var registry = Registry.standard
        try? registry.register(kind: ComponentKind(name: "card"))
        if registry.sectionExtensions["decoration"] == nil {
            try? registry.register(sectionExtension: AcceptingSectionKey(key: "decoration"))
        }
        if registry.pageExtensions["module"] == nil {
            try? registry.register(pageExtension: AcceptingPageKey(key: "module"))
        }
        return registry
    }()

    /// Accepts any value of a section key and attaches nothing.
    struct AcceptingSectionKey: SectionExtension {
        let key: String
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> (any SectionAttachment)? { nil }
    }

    /// Accepts any value of a page key.
    struct AcceptingPageKey: PageExtension {
        let key: String
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> (any Sendable)? { nil }
    }
}
