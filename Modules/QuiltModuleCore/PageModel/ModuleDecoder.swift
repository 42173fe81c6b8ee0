import QuiltCore

/// Decodes `module:` blocks, nested ones included, against a ``ModuleKindRegistry``.
///
/// Kinds with nested modules (`composite`) call ``decodeModules(_:context:)``
/// from their ``ModuleKind/decodeOptions(_:decoder:context:)``.
public struct ModuleDecoder: Sendable {
    /// The kinds `kind:` may name.
    public var kinds: ModuleKindRegistry
    /// The id of the module being decoded: nested modules default to `<id>.<n>`.
    public var parentID: String?

    /// Creates a decoder.
    public init(kinds: ModuleKindRegistry, parentID: String? = nil) {
        self.kinds = kinds
        self.parentID = parentID
    }

    /// Decodes a page's `module:` block and checks it as a whole: request ids
    /// unique across nested modules, `{{request.key}}` slots naming a request
    /// that runs earlier in the same serial module.
    public func decodePageModule(_ node: ConfigNode, context: inout DecodingContext) -> ModuleSpec? {
        guard let module = decodeModule(node, defaultID: "module", defaults: RequestDefaults(), context: &context)
        else { return nil }
        Self.checkRequestIDs(module, context: &context)
        Self.checkReferences(module, context: &context)
        return module
    }

    /// Decodes a sequence of nested modules (a composite's `modules:`).
    public func decodeModules(_ node: ConfigNode, context: inout DecodingContext) -> [ModuleSpec] {
        guard let elements = node.elements else {
            context.typeMismatch(expected: "a sequence of modules", at: node, key: "modules")
            return []
        }
        let prefix = parentID ?? "module"
        return elements.enumerated().compactMap { index, element in
            decodeModule(element, defaultID: "\(prefix).\(index + 1)", defaults: RequestDefaults(), context: &context)
        }
    }

    private func decodeModule(
        _ node: ConfigNode, defaultID: String, defaults: RequestDefaults, context: inout DecodingContext
    ) -> ModuleSpec? {
        guard var reader = MappingReader(node, context: &context, what: "module") else { return nil }
        guard let kindNode = reader.require("kind", context: &context, what: "a module"),
            let kindName = String.decode(kindNode, context: &context)
        else { return nil }
        guard let kind = kinds.kind(named: kindName) else {
            context.error(
                .unknownValue, "unknown module kind '\(kindName)'", at: kindNode,
                suggestion: Suggestions.closest(to: kindName, in: kinds.names),
                notes: ["known module kinds: " + kinds.names.joined(separator: ", ")])
            return nil
        }
        let id = reader.decode("id", as: String.self, context: &context) ?? defaultID
        var ownDefaults = defaults
        if let timeout = reader.decode("timeout", in: .timeout, context: &context) {
            ownDefaults.timeout = timeout
        }
        if let retryNode = reader.node("retry"), let retry = RetryPolicy.decode(retryNode, context: &context) {
            ownDefaults.retry = retry
        }

        var requests: [RequestSpec] = []
        let requestNode = reader.node("request")
        let requestsNode = reader.node("requests")
        var countNode = requestsNode ?? requestNode ?? kindNode
        if requestNode != nil, let requestsNode {
            context.error(.conflictingKeys, "'request' and 'requests' exclude each other", at: requestsNode)
            countNode = requestsNode
        }
        if let requestNode, requestsNode == nil {
            if let request = RequestSpec.decode(requestNode, defaults: ownDefaults, context: &context) {
                requests.append(request)
            }
        } else if let requestsNode {
            if let elements = requestsNode.elements {
                requests = elements.compactMap { RequestSpec.decode($0, defaults: ownDefaults, context: &context) }
            } else {
                context.typeMismatch(expected: "a sequence of requests", at: requestsNode, key: "requests")
            }
        }
        let written = requestsNode?.elements?.count ?? (requestNode == nil ? 0 : 1)
        if !kind.requestCount.contains(written) {
            context.error(
                .outOfRange, "a \(kindName) module takes \(Self.describe(kind.requestCount)), found \(written)",
                at: countNode)
        }

        var childDecoder = self
        childDecoder.parentID = id
        let decoded = kind.decode(&reader, decoder: childDecoder, context: &context)
        reader.finish(context: &context, where: "\(kindName) module")
        return ModuleSpec(id: id, decoded: decoded, requests: requests, location: node.location)
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == range.upperBound {
            return range.lowerBound == 0
                ? "no requests" : "exactly \(range.lowerBound) request" + (range.lowerBound == 1 ? "" : "s")
        }
        if range.upperBound == Int.max {
            return "at least \(range.lowerBound) request" + (range.lowerBound == 1 ? "" : "s")
        }
        return "\(range.lowerBound) to \(range.upperBound) requests"
    }

    private static func checkRequestIDs(_ module: ModuleSpec, context: inout DecodingContext) {
        var seen: [String: SourceLocation] = [:]
        for request in module.allRequests {
            if let first = seen[request.id] {
                context.diagnostics.append(
                    Diagnostic(
                        .error, code: .duplicateRequestID, "duplicate request id '\(request.id)'", at: request.location,
                        notes: ["first used at \(first)"]))
            } else {
                seen[request.id] = request.location
            }
        }
    }

    private static func checkReferences(_ root: ModuleSpec, context: inout DecodingContext) {
        let all = root.allRequests.map({ $0.id })
        for module in root.allModules {
            let own = module.requests.map({ $0.id })
            for (index, request) in module.requests.enumerated() {
                for name in request.referencedRequests {
                    let location = request.referenceLocations[name] ?? request.location
                    if !all.contains(name) {
                        context.diagnostics.append(
                            Diagnostic(
                                .error, code: .unknownRequest,
                                "'{{\(name).…}}' in request '\(request.id)' names no request", at: location,
                                suggestion: Suggestions.closest(to: name, in: all),
                                notes: ["a slot is {{page}}, {{cursor}}, {{size}} or {{request.key}}"]))
                    } else if module.order == .serial, let position = own.firstIndex(of: name), position < index {
                        continue
                    } else {
                        let why: String
                        if !own.contains(name) {
                            why = "request '\(name)' belongs to another module"
                        } else if module.order == .parallel {
                            why =
                                "the requests of a \(module.kindName) module run in parallel (a chain module runs them in order)"
                        } else {
                            why =
                                name == request.id
                                ? "a request cannot read its own response"
                                : "request '\(name)' runs after '\(request.id)'"
                        }
                        context.diagnostics.append(
                            Diagnostic(
                                .error, code: .requestOrder,
                                "'{{\(name).…}}' in request '\(request.id)' cannot be filled: \(why)", at: location))
                    }
                }
            }
        }
    }
}
