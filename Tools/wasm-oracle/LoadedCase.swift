import Foundation
import Quilt
import QuiltPipeline

/// A module page as the native loader loads it (its initial load, from the
/// example data files): the responses it read, and the layout JSON `quilt
/// layout --compact` prints of the loaded page. The module prints the same
/// after `page.update({responses})` with those responses.
struct LoadedCase {
    let page: String
    let text: String
    let project: Project
    let width: Double

    /// The record, or nil for a page without a module (nothing to load) or
    /// one that does not decode.
    func record() async -> [String: Any]? {
        let file = PageFile.parse(text, path: page, registry: project.registry)
        guard let decoded = file.page, !file.diagnostics.containsErrors,
            decoded.attachment(ModuleSpec.self, forKey: ModulePageExtension.key) != nil
        else { return nil }
        let loader = PageLoader(page: decoded, environment: LoadEnvironment(pagePath: page, offline: true))
        let events = await loader.events()
        _ = await loader.perform(.initial)
        let loaded = await loader.page
        await loader.close()
        var responses = JSONWriter(pretty: false)
        responses.beginObject()
        for await event in events {
            guard case .didReceiveExtraData(let request, let response) = event else { continue }
            responses.key(request)
            responses.value(response)
        }
        responses.endObject()
        let json = LayoutJSON(pretty: false).encode(PageLayout.layout(loaded, width: width))
        return [
            "kind": "loaded", "name": "\(page) loaded at \(Int(width))", "page": page, "width": width,
            "responses": responses.output, "json": json,
        ]
    }
}
