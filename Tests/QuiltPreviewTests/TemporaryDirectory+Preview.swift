import Foundation
@testable import QuiltPreview
@testable import QuiltPreviewSite
import Quilt
import QuiltTestSupport

extension TemporaryDirectory {
    /// A site serving this folder (or `relative` in it).
    func site(_ relative: String = "", widths: [Double]? = nil, offline: Bool = true) throws -> PreviewSite {
        let source = try PreviewSource(path: relative.isEmpty ? url.path : path(relative), base: .standard)
        return PreviewSite(source: source, widths: widths, offline: offline, eventTimeout: .seconds(60))
    }
}

extension PreviewSite {
    /// GET (or `method`) `target`.
    func get(_ target: String, method: String = "GET") async -> PreviewResponse {
        await respond(to: PreviewRequest(method: method, target: target))
    }
}
