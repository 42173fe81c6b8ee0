import QuiltCore

extension RequestSpec {
    /// Decodes one entry of `requests:` (or `request:`). `defaults` supplies the
    /// module's `timeout` and `retry`.
    static func decode(_ node: ConfigNode, defaults: RequestDefaults, context: inout DecodingContext) -> RequestSpec? {
        guard var reader = MappingReader(node, context: &context, what: "request") else { return nil }
        let idNode = reader.require("id", context: &context, what: "a request")
        let id = idNode.flatMap { String.decode($0, context: &context) }
        var spec = decodeBody(&reader, id: id ?? "request", inherited: nil, defaults: defaults, context: &context)
        if let loadMoreNode = reader.node("loadMore"),
            var loadMoreReader = MappingReader(loadMoreNode, context: &context, what: "loadMore")
        {
            let loadMore = decodeBody(
                &loadMoreReader, id: spec?.id ?? "request", inherited: spec, defaults: defaults, context: &context)
            spec?.loadMore = loadMore
            loadMoreReader.finish(context: &context, where: "loadMore")
        }
        reader.finish(context: &context, where: "request '\(id ?? "?")'")
        guard let id, var spec else { return nil }
        checkFilePaging(spec, node: node, context: &context)
        spec.location = idNode?.location ?? node.location
        spec.id = id
        return spec
    }

    /// The keys a request and its `loadMore:` share. A `loadMore:` inherits
    /// every key it leaves out from its request, except `url`, which it must give.
    private static func decodeBody(
        _ reader: inout MappingReader, id: String, inherited: RequestSpec?, defaults: RequestDefaults,
        context: inout DecodingContext
    ) -> RequestSpec? {
        var references: [String: SourceLocation] = [:]
        let urlNode = reader.require("url", context: &context, what: inherited == nil ? "a request" : "loadMore")
        let url = urlNode.flatMap { decodeTemplate($0, key: "url", references: &references, context: &context) }
        if let url, let urlNode { checkURL(url, at: urlNode, context: &context) }

        var params: [(name: String, value: Template)] = inherited?.params ?? []
        if let paramsNode = reader.node("params") {
            params = []
            if let pairs = paramsNode.pairs {
                for pair in pairs {
                    guard let name = pair.key.scalarText,
                        let value = decodeTemplate(pair.value, key: name, references: &references, context: &context)
                    else { continue }
                    params.append((name, value))
                }
            } else {
                context.typeMismatch(expected: "a mapping of names to values", at: paramsNode, key: "params")
            }
        }
        let items =
            reader.node("items").flatMap { decodePointer($0, key: "items", context: &context) } ?? inherited?.items
            ?? .root
        let paging = reader.node("paging").flatMap { PagingSpec.decode($0, context: &context) } ?? inherited?.paging
        let timeout =
            reader.decode("timeout", in: .timeout, context: &context)
            ?? inherited?.timeout ?? defaults.timeout
        let retry =
            reader.node("retry").flatMap { RetryPolicy.decode($0, context: &context) } ?? inherited?.retry
            ?? defaults.retry

        if let url, url.isFile, !params.isEmpty, let paramsNode = reader.keyNode("params") {
            context.warning(
                .ineffectiveOption, "'params' does nothing on a file request: files take no query parameters",
                at: paramsNode)
        }
        guard let url else { return nil }
        var spec = RequestSpec(
            id: id, url: url, params: params, items: items, paging: paging, timeout: timeout, retry: retry)
        spec.referenceLocations = references
        return spec
    }

    /// Later pages of a file request can only differ through the paging slot
    /// in the url of the request that fetches them (its `loadMore:`, if any).
    private static func checkFilePaging(_ spec: RequestSpec, node: ConfigNode, context: inout DecodingContext) {
        let later = spec.loadMore ?? spec
        guard let paging = later.paging, later.url.isFile,
            let urlNode = spec.loadMore == nil ? node["url"] : node["loadMore"]?["url"]
        else { return }
        let slot = paging.start != nil ? "page" : "cursor"
        guard !later.url.uses(paging: slot) else { return }
        context.warning(
            .ineffectiveOption,
            "a file request pages only through {{\(slot)}} in its url; every page would read the same file",
            at: urlNode)
    }

    static func decodeTemplate(
        _ node: ConfigNode, key: String, references: inout [String: SourceLocation], context: inout DecodingContext
    ) -> Template? {
        guard let text = node.scalarText, !node.isNull else {
            context.typeMismatch(expected: "a string", at: node, key: key)
            return nil
        }
        do {
            let template = try Template(parsing: text)
            for case .response(let request, _) in template.references where references[request] == nil {
                references[request] = node.location
            }
            return template
        } catch {
            context.error(.badTemplate, error.description, at: node)
            return nil
        }
    }

    static func decodePointer(_ node: ConfigNode, key: String, context: inout DecodingContext) -> JSONPointer? {
        guard let text = String.decode(node, context: &context) else { return nil }
        do {
            return try JSONPointer(parsing: text)
        } catch {
            context.error(
                .badPointer, "'\(key)': \(error.description)", at: node,
                suggestion: text.hasPrefix("/") ? nil : "/" + text)
            return nil
        }
    }

    private static func checkURL(_ url: Template, at node: ConfigNode, context: inout DecodingContext) {
        let text = url.source
        if text.isEmpty {
            context.error(.badURL, "'url' is empty", at: node)
        } else if let scheme = url.scheme, scheme != "http", scheme != "https" {
            context.error(
                .badURL, "unsupported URL scheme '\(scheme)': use a relative file path or an http(s) URL", at: node)
        } else if url.isFile, text.hasPrefix("/") || text.hasPrefix("~") {
            context.error(
                .badURL, "file paths are relative to the page or project folder; '\(text)' is absolute", at: node)
        }
    }
}
