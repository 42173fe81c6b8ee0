import QuiltModules

/// Lint: a request for a data file of the project that the engine cannot
/// load — missing, outside the project, not a regular file, larger than
/// 8 MiB, not UTF-8 or not JSON.
///
/// Reads each request's file as the loader reads it (``FileDataRequest/read()``)
/// when its url is a relative path with no `{{…}}` slots, and reports the
/// loader's `load-failed` error at the request, as `quilt layout` does.
/// HTTP and templated urls are known only when the page loads.
struct LoadFailedRule: LintRule {
    static let description = LintRuleDescription(
        id: .loadFailed, severity: .error,
        rationale: "A data file the loader cannot read leaves its sections failed, and quilt layout refuses the page.",
        details: """
            A request whose url is a relative path reads a JSON file of the project: \
            looked up beside the page, in the project folder and in its `data/` folder \
            (docs/loading.md). The file must exist there, inside the project, be a \
            regular file of at most 8 MiB and hold JSON in UTF-8. `pagelint` reads \
            the file of every request whose url has no `{{…}}` slots, so that a page \
            it passes is a page `quilt layout` loads; the error cannot be suppressed.
            """,
        badExample: SingleRequestExample.page(
            request: "{id: feed, url: data/missing.json, items: /list}"),
        goodExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: /list}"),
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        guard document.kind == .page, let path = document.absolutePath,
            let module = document.page?.attachment(ModuleSpec.self, forKey: "module")
        else { return [] }
        let roots = FileRoots(pagePath: path)
        var findings: [LintFinding] = []
        for request in module.allRequests {
            // An absolute path is `bad-url` already, and never read.
            guard !request.url.source.hasPrefix("/"), !request.url.source.hasPrefix("~"),
                let file = FileDataRequest(firstPageOf: request, roots: roots)
            else { continue }
            do {
                _ = try file.read()
            } catch {
                findings.append(
                    LintFinding(
                        ruleID: Self.id, severity: Self.description.severity, message: error.description,
                        location: request.location, stopsEngine: true))
            }
        }
        return findings
    }
}
