import QuiltCore
import QuiltModuleCore

extension WasmEngine {
    /// `{op: "requests", page}`: what the page's module asks for, for the
    /// host to fetch (the module makes no requests). Each request, in
    /// declared order: `id`, `module` (the id of the module that runs it),
    /// `url` and `params` as the page writes them (templates with their
    /// `{{…}}` slots), `items` (the pointer to the items in a response),
    /// `paging` (`{start}` or `{cursor}`, `param`, `size`, `sizeParam`,
    /// `hasMore`, or null) and `timeout` (seconds, or null). A page
    /// without a module has none.
    func requests(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let handle = try request.handle("page")
        guard let opened = pages[handle] else { throw WasmFailure("no open page \(handle)") }
        var json = JSONWriter(pretty: false)
        json.beginArray()
        let module = opened.page?.attachment(ModuleSpec.self, forKey: ModulePageExtension.key)
        for spec in module?.allModules ?? [] {
            for request in spec.requests { json.request(request, module: spec.id) }
        }
        json.endArray()
        return .json(json.output)
    }
}

extension JSONWriter {
    /// One request of ``WasmEngine/requests(_:)``.
    fileprivate mutating func request(_ request: RequestSpec, module: String) {
        beginObject()
        key("id")
        string(request.id)
        key("module")
        string(module)
        key("url")
        string(request.url.description)
        key("params")
        beginObject()
        for param in request.params {
            key(param.name)
            string(param.value.description)
        }
        endObject()
        key("items")
        string(request.items.description)
        key("paging")
        if let paging = request.paging { self.paging(paging) } else { null() }
        key("timeout")
        if let timeout = request.timeout { number(timeout) } else { null() }
        endObject()
    }

    private mutating func paging(_ paging: PagingSpec) {
        beginObject()
        switch paging.style {
        case .number(let start):
            key("start")
            number(start)
        case .cursor(let pointer):
            key("cursor")
            string(pointer.description)
        }
        for (name, value) in [("param", paging.param), ("sizeParam", paging.sizeParam)] {
            guard let value else { continue }
            key(name)
            string(value)
        }
        if let size = paging.size {
            key("size")
            number(size)
        }
        if let hasMore = paging.hasMore {
            key("hasMore")
            string(hasMore.description)
        }
        endObject()
    }
}
