import Foundation
import Quilt

/// A page as Quilt's commands read it: decoded against its project, its
/// module's data loaded once asked (``loading(_:offline:)``), with every
/// problem of the project, the page and the loading, each once.
///
/// `quilt layout`, `quilt render` and `quilt preview` all go through it, so a
/// page shows the same problems and the same frames in each.
public struct PreparedPage: Sendable {
    /// The page file, as given.
    public var path: String
    /// The project the page was decoded against.
    public var project: Project
    /// The decoded page (with loaded items after ``loading(_:offline:)``);
    /// nil when the file is unusable.
    public var page: PageSpec?
    /// Problems of the project, then of the page, then of loading.
    public var diagnostics: [Diagnostic]
    /// What loading did (each intent's outcome, its own problems, the
    /// sections' statuses); nil until the page is loaded.
    public var load: LoadReport?

    /// Creates a prepared page from its parts (``read(_:in:)`` reads one).
    public init(path: String, project: Project, page: PageSpec?, diagnostics: [Diagnostic], load: LoadReport? = nil) {
        self.path = path
        self.project = project
        self.page = page
        self.diagnostics = diagnostics
        self.load = load
    }

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
}
