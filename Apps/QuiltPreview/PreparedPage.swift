import Foundation
import Quilt

/// A page as the `quilt` commands read it: decoded against its project, its
/// module's data loaded once asked, with every problem of the project, the
/// page and the loading, each once.
///
/// `quilt layout`, `quilt render` and `quilt preview` all go through it, so a
/// page shows the same problems and the same frames in each.
public struct PreparedPage: Sendable {
    /// The page file, as given.
    public var path: String
    /// The project the page was decoded against.
    public var project: Project
    /// The decoded page (with loaded items after ``loadingData(offline:)``);
    /// nil when the file is unusable.
    public var page: PageSpec?
    /// Problems of the project, then of the page, then of loading.
    public var diagnostics: [Diagnostic]

    /// True when there is a page to lay out and no problem is an error.
    public var isUsable: Bool { page != nil && !diagnostics.containsErrors }

    /// Reads and decodes the page at `path` against `project`; no data is loaded.
    public static func read(_ path: String, in project: Project) -> PreparedPage {
        let file = project.loadPage(path: path)
        // A problem in a kind or preset file is reported once, whether the
        // project or the page decoding found it.
        let diagnostics = project.diagnostics + file.diagnostics.filter { !project.diagnostics.contains($0) }
        return PreparedPage(path: path, project: project, page: file.page, diagnostics: diagnostics)
    }

    /// The page with its module's initial load done: file requests relative
    /// to the page, HTTP unless `offline`. Each problem a section's component
    /// kind finds in loaded data is a warning (the items are kept); each
    /// failed request is a `load-failed` error at the request. An unusable
    /// page is returned as it is.
    public func loadingData(offline: Bool) async -> PreparedPage {
        guard let page, isUsable else { return self }
        let loader = PageLoader(page: page, environment: LoadEnvironment(pagePath: path, offline: offline))
        let events = await loader.events()
        var errors: [RequestError] = []
        if case .failed(let failed) = await loader.perform(.initial) { errors = failed }
        var loaded = self
        loaded.page = await loader.page
        let problems = await loader.close(collectingDataProblemsFrom: events)
        loaded.diagnostics += loader.diagnostics(for: problems) + loader.diagnostics(for: errors)
        return loaded
    }
}
