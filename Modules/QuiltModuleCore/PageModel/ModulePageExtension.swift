import QuiltCore

/// The page key `module:`: decodes it into a ``ModuleSpec`` (the page's
/// `attachments["module"]`), and checks that every section's `source` names
/// one of its requests.
public struct ModulePageExtension: PageExtension {
    /// `module`.
    public static let key = "module"
    /// `module`.
    public var key: String { Self.key }
    /// The kinds `kind:` may name.
    public var kinds: ModuleKindRegistry

    /// Creates the extension over `kinds` (`QuiltModules` adds `init()`,
    /// over its standard kinds).
    public init(kinds: ModuleKindRegistry) {
        self.kinds = kinds
    }

    /// Decodes the `module:` block.
    public func decode(_ node: ConfigNode, context: inout DecodingContext) -> ModuleSpec? {
        ModuleDecoder(kinds: kinds).decodePageModule(node, context: &context)
    }

    /// A section `source` must name a request of the module: reported at the
    /// `source` value, with the closest request id; so must every
    /// `{{request.key}}` slot of a title (``checkTitleSlots(_:requests:context:)``).
    public func check(_ module: ModuleSpec?, page: PageSpec, node: ConfigNode, context: inout DecodingContext) {
        // A module that failed to decode has its own diagnostics already.
        if module == nil, node[key] != nil { return }
        let ids = module?.allRequests.map({ $0.id }) ?? []
        checkTitleSlots(node, requests: ids, context: &context)
        for (index, element) in (node["sections"]?.elements ?? []).enumerated() {
            // `source: feed`, or `source: {request: feed, items: /pointer}`.
            let written = element["source"]
            guard let sourceNode = written?.pairs == nil ? written : written?["request"],
                let name = sourceNode.scalarText, !sourceNode.isNull,
                !ids.contains(name)
            else { continue }
            let section = element["id"]?.scalarText ?? "section-\(index + 1)"
            if module == nil {
                context.error(
                    .unknownRequest,
                    "section '\(section)' takes its items from request '\(name)', but the page has no module",
                    at: sourceNode,
                    notes: ["add a module: block with a request '\(name)' (see docs/loading.md)"])
            } else {
                context.error(
                    .unknownRequest,
                    "section '\(section)' takes its items from request '\(name)', which the module does not have",
                    at: sourceNode,
                    suggestion: Suggestions.closest(to: name, in: ids),
                    notes: ["requests: " + ids.joined(separator: ", ")])
            }
        }
    }
}
