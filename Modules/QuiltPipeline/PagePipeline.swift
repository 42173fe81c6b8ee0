import Foundation
import Quilt

/// The way from a page file to a page ready to lay out, in one direction:
/// the project (the nearest `quilt.yml` above the page, or the one named),
/// the page decoded against it, its module's data loaded by a ``LoadPlan``,
/// and every problem on the way as a ``Diagnostic``, each once.
///
/// `quilt layout`, `quilt render`, `quilt schema`, `quilt preview` and
/// `pagelint` start here; a team's own tool does the same with its own
/// registry:
///
/// ```swift
/// var registry = Registry.standard
/// try registry.register(family: CarouselLayout())
/// let pipeline = PagePipeline(base: registry, offline: true)
/// let prepared = await pipeline.load("pages/home.yaml", plan: .loadingMore(1))
/// if prepared.isUsable, let page = prepared.page {
///     let snapshot = PageLayout.layout(page, width: prepared.project.defaultWidth)
/// }
/// ```
public struct PagePipeline: Sendable {
    /// The registry every project is loaded on top of.
    public var base: Registry
    /// The project file to use (`--config`); nil: the nearest `quilt.yml`
    /// at or above the page, else none (then ``base`` alone).
    public var config: String?
    /// True to refuse HTTP requests when loading (file requests still load).
    public var offline: Bool

    /// A pipeline over `base` (every built-in family by default).
    public init(base: Registry = .standard, config: String? = nil, offline: Bool = false) {
        self.base = base
        self.config = config
        self.offline = offline
    }

    /// The project for the page or folder at `path`, on top of ``base``.
    public func project(for path: String) -> Project {
        ProjectLoader.load(for: path, config: config, base: base)
    }

    /// The page at `path` read and decoded against its project; no data loaded.
    public func read(_ path: String) -> PreparedPage {
        PreparedPage.read(path, in: project(for: path))
    }

    /// The page at `path` read, then its data loaded by `plan` (see
    /// ``PreparedPage/loading(_:environment:)``).
    public func load(_ path: String, plan: LoadPlan = LoadPlan()) async -> PreparedPage {
        await read(path).loading(plan, offline: offline)
    }
}
