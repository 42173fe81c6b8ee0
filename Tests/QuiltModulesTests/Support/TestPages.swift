import Foundation
import QuiltCore
import QuiltModules
import QuiltYAML
import Testing
import QuiltTestSupport

/// Swift Testing declares a `SourceLocation` too; tests mean Quilt's.
typealias SourceLocation = QuiltCore.SourceLocation

/// A registry with the rows family (`RowFamily` named `rows`) (the default) and the module page key.
func moduleRegistry(kinds: ModuleKindRegistry = .standard) -> Registry {
    var registry = Registry()
    try? registry.register(family: RowFamily(name: "rows"))
    registry.defaultFamily = "rows"
    try? registry.register(pageExtension: ModulePageExtension(kinds: kinds))
    return registry
}

/// Parses page YAML (named `page.yaml` in locations).
func parsePage(_ yaml: String, kinds: ModuleKindRegistry = .standard) -> PageFile {
    PageFile.parse(yaml, path: "page.yaml", registry: moduleRegistry(kinds: kinds))
}

/// The decoded page; records an issue when it has errors.
func page(
    _ yaml: String, kinds: ModuleKindRegistry = .standard, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> PageSpec {
    let file = parsePage(yaml, kinds: kinds)
    #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)", sourceLocation: sourceLocation)
    return try #require(file.page, sourceLocation: sourceLocation)
}

/// One section `list` from a request `feed` at `url` that pages by a
/// `page` parameter from 1, `/more` saying whether more follow.
func pagedFeedPage(_ url: String) throws -> PageSpec {
    try page(
        """
        page: p
        module:
          kind: single
          request: {id: feed, url: "\(url)", items: /items, paging: {param: page, start: 1, hasMore: /more}}
        sections: [{id: list, source: feed}]
        """)
}

/// A loader over HTTP with no file roots and a manual sleeper.
func loader(_ page: PageSpec, sleeper: any Sleeper = ManualSleeper(), transport: (any RequestTransport)? = nil)
    -> PageLoader
{
    PageLoader(
        page: page,
        environment: LoadEnvironment(
            transport: transport ?? StandardTransport(roots: nil), sleeper: sleeper, defaultTimeout: 20))
}

/// The item ids of each section, in page order: `["feed": ["a", "b"]]`.
func itemIDs(_ page: PageSpec) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for section in page.sections { result[section.id] = section.items.map(\.id) }
    return result
}

/// The section order and item ids: `"banners: b1 b2 | feed: f1"`.
func summary(_ page: PageSpec) -> String {
    page.sections.map { "\($0.id):" + $0.items.map { " " + $0.id }.joined() }.joined(separator: " | ")
}

/// A JSON list body `{"items": [{"id": …}, …], …extra}`.
func listBody(_ ids: [String], extra: String = "") -> String {
    let items = ids.map { #"{"id": "\#($0)", "title": "\#($0.uppercased())"}"# }.joined(separator: ", ")
    return #"{"items": [\#(items)]\#(extra.isEmpty ? "" : ", " + extra)}"#
}
