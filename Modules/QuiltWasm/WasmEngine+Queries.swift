import QuiltCore
import QuiltLayoutJSON

extension WasmEngine {
    /// `elementsIn`, `pinnedHeaders`, `pinnedFooters` and `targetOffset` on
    /// a snapshot handle.
    func query(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let handle = try request.handle("snapshot")
        guard let snapshot = snapshots[handle] else { throw WasmFailure("no open snapshot \(handle)") }
        var json = JSONWriter(pretty: false)
        switch try request.string("op") {
        case "elementsIn":
            json.elements(snapshot.elements(in: try request.rect("rect")))
        case "pinnedHeaders":
            json.pinned(snapshot.pinnedHeaders(atOffset: try required(request, "offset", .scrollOffset)))
        case "pinnedFooters":
            let offset = try required(request, "offset", .scrollOffset)
            let height = try required(request, "viewportHeight", .viewportHeight)
            json.pinned(snapshot.pinnedFooters(atOffset: offset, viewportHeight: height))
        default:
            let id = try request.string("section")
            guard let section = snapshot.sections.first(where: { $0.id == id }) else {
                throw WasmFailure("the snapshot has no section '\(id)'")
            }
            guard let strip = section.strip else { throw WasmFailure("section '\(id)' is not a horizontal strip") }
            let proposed = try required(request, "proposed", .scrollOffset)
            let velocity = try request.number("velocity", in: .velocity) ?? 0
            json.beginObject()
            json.key("offset")
            json.number(NumberText.rounded(strip.targetOffset(forProposed: proposed, velocity: velocity)))
            json.endObject()
        }
        return .json(json.output)
    }

    private func required(_ request: WasmRequest, _ name: String, _ range: NumberRange) throws(WasmFailure) -> Double {
        guard let value = try request.number(name, in: range) else { throw WasmFailure("'\(name)' is required") }
        return value
    }
}
