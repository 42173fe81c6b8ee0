import QuiltCore

/// Fills titles written with `{{request.key}}` slots — `title: "Ends
/// {{flash.data.endsAt}}"` on a header, footer, placeholder or state view —
/// from the responses of the page's requests (``PageSpec/fillTitles(_:)``).
/// A title whose slots do not all have a value yet (its request has not
/// answered, or the response lacks the key) draws nothing rather than the
/// slot as written.
public enum TitleSlots {
    /// The ids of the requests the page's titles read.
    public static func requests(of page: PageSpec) -> Set<String> {
        var ids: Set<String> = []
        for text in page.titleTemplates {
            guard let template = try? Template(parsing: text) else { continue }
            for case .response(let request, _) in template.references { ids.insert(request) }
        }
        return ids
    }

    /// Fills every title template of `page` from `responses` (the latest
    /// response of each request, by id); returns true when a title changed.
    @discardableResult
    public static func fill(_ page: inout PageSpec, responses: [String: DataValue]) -> Bool {
        page.fillTitles { text in
            guard let template = try? Template(parsing: text) else { return nil }
            return try? template.render(paging: [:], responses: responses)
        }
    }
}
