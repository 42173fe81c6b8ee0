/// The page the loading rules' examples are written on: a `single` module
/// with one request, and a section reading from it. Between a rule's
/// reported and clean example only the request (or the section) changes, so
/// the rest is written once.
enum SingleRequestExample {
    /// The page, as `pagelint explain` prints it.
    ///
    /// - Parameters:
    ///   - request: The request, in flow style (`{id: feed, url: …, items: …}`).
    ///   - section: The sections' YAML lines, indented by two spaces.
    static func page(request: String, section: String = "  - {id: feed, source: feed}") -> String {
        """
        page: home
        module:
          kind: single
          request: \(request)
        sections:
        \(section)
        """
    }
}
