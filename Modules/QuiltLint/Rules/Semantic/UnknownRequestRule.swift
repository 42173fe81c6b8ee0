import QuiltCore

/// Lint: a section's `source` names no request of the page's module (or the
/// page has no module at all), so the section never gets items.
///
/// Claims the module decoder's `unknown-request` diagnostic, and reads the
/// page's `module:` tree itself (every `requests` entry's `id`, at any depth)
/// for sources the decoder did not report, so the check holds whichever
/// module extension is registered.
struct UnknownRequestRule: LintRule {
    static let description = LintRuleDescription(
        id: "unknown-request", severity: .error,
        rationale: "A section whose source names no request never receives data and stays empty.",
        details: """
            `source:` names the request of the page's `module:` whose response \
            fills the section's items. The name must be one of the module's request \
            ids (nested modules included); the message suggests the closest.
            """,
        badExample: """
            page: home
            module:
              kind: single
              requests:
                - {id: feed, url: data/feed.json, items: /data/list}
            sections:
              - id: feed
                source: fead
            """,
        goodExample: """
            page: home
            module:
              kind: single
              requests:
                - {id: feed, url: data/feed.json, items: /data/list}
            sections:
              - id: feed
                source: feed
            """,
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        guard let root = document.root else { return [] }
        let reported = Set(document.diagnostics.filter { $0.code == Self.id }.map(\.location))
        let module = root["module"].flatMap { $0.isNull ? nil : $0 }
        var ids: [String] = []
        if let module { collectRequestIDs(module, into: &ids) }
        var findings: [LintFinding] = []
        for section in document.sections {
            guard let source = section.node["source"], !source.isNull, !reported.contains(source.location),
                  let name = source.scalarText, !ids.contains(name) else { continue }
            let sectionID = section.node["id"]?.scalarText ?? "section-\(section.index + 1)"
            let message = module == nil
                ? "section '\(sectionID)' takes its items from request '\(name)', but the page has no module"
                : "section '\(sectionID)' takes its items from request '\(name)', which the module does not have"
            findings.append(Self.finding(message, at: source, suggestion: Suggestions.closest(to: name, in: ids)))
        }
        return findings
    }

    private func collectRequestIDs(_ node: ConfigNode, into ids: inout [String]) {
        switch node.value {
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key.scalarText == "requests", let requests = pair.value.elements {
                    ids += requests.compactMap { $0["id"]?.scalarText }
                }
                collectRequestIDs(pair.value, into: &ids)
            }
        case .sequence(let elements):
            for element in elements { collectRequestIDs(element, into: &ids) }
        case .scalar:
            break
        }
    }
}
