import QuiltCore

extension ModulePageExtension {
    /// Every slot of a title written with `{{request.key}}` must name a
    /// request of the module: reported at the title, with the closest
    /// request id. A paging slot (`{{page}}`) has no value in a title, and a
    /// malformed slot is reported with its reason.
    func checkTitleSlots(_ node: ConfigNode, requests ids: [String], context: inout DecodingContext) {
        for title in Self.titleNodes(of: node) {
            guard let text = title.scalarText, TitleText.split(text).template != nil else { continue }
            let template: Template
            do {
                template = try Template(parsing: text)
            } catch {
                context.error(.badTemplate, "title: \(error.description)", at: title)
                continue
            }
            for reference in template.references {
                switch reference {
                case .paging(let name):
                    context.error(
                        .unknownRequest, "the title's slot '{{\(name)}}' is a paging value, which a title cannot show",
                        at: title, notes: ["a title reads a response: write {{request.key}}"])
                case .response(let request, _) where !ids.contains(request):
                    context.error(
                        .unknownRequest,
                        ids.isEmpty
                            ? "the title's slot '{{\(reference)}}' reads request '\(request)', but the page has no module"
                            : "the title's slot '{{\(reference)}}' reads request '\(request)', which the module does not have",
                        at: title, suggestion: Suggestions.closest(to: request, in: ids),
                        notes: ids.isEmpty
                            ? ["add a module: block with a request '\(request)' (see docs/loading.md)"]
                            : ["requests: " + ids.joined(separator: ", ")])
                case .response:
                    continue
                }
            }
        }
    }

    /// The `title` nodes of a page's headers, footers, placeholders and
    /// state views, the page's own state views last.
    static func titleNodes(of page: ConfigNode) -> [ConfigNode] {
        var titles: [ConfigNode] = []
        func views(of states: ConfigNode?) {
            for state in ["loading", "empty", "failed"] {
                if let title = states?[state]?["title"] { titles.append(title) }
            }
        }
        for section in page["sections"]?.elements ?? [] {
            for key in ["header", "footer", "placeholder"] {
                if let title = section[key]?["title"] { titles.append(title) }
            }
            views(of: section["states"])
        }
        views(of: page["states"])
        return titles
    }
}
