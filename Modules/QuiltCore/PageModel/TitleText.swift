/// Titles of headers, footers, placeholders and state views that read
/// responses: `title: "Ends {{flash.data.endsAt}}"`. Core keeps such a title
/// as its template and draws nothing for it until a loader fills it
/// (QuiltModuleCore's `TitleSlots`), so `{{…}}` is never drawn as written.
public enum TitleText {
    /// `(title, template)` for a title as written: a title with a `{{`
    /// slot is a template with no title yet; any other is a plain title.
    public static func split(_ written: String?) -> (title: String?, template: String?) {
        guard let written, written.hasSubstring("{{") else { return (written, nil) }
        return (nil, written)
    }
}

extension PageSpec {
    /// Every title template of the page, in order: each section's header,
    /// footer, placeholder and state views, then the page's state views.
    /// Read without touching the page: a page of 2,000 sections had been
    /// copied whole to collect them.
    public var titleTemplates: [String] {
        var templates: [String] = []
        // By index: a `for` over the sections would copy each one.
        for index in sections.indices { TitleText.collect(sections[index], into: &templates) }
        TitleText.collect(states, into: &templates)
        return templates
    }

    /// Sets every title that has a template to what `fill` gives for it
    /// (nil draws none); returns true when a title changed. Only sections
    /// with a template are written to, so a page without any (or a page
    /// whose sections share their storage with another copy) is not copied.
    @discardableResult
    public mutating func fillTitles(_ fill: (String) -> String?) -> Bool {
        var changed = false
        for index in sections.indices where TitleText.hasTemplate(sections[index]) {
            TitleText.fill(&sections[index].header, fill, &changed)
            TitleText.fill(&sections[index].footer, fill, &changed)
            TitleText.fill(&sections[index].placeholder, fill, &changed)
            TitleText.fill(&sections[index].states, fill, &changed)
        }
        TitleText.fill(&states, fill, &changed)
        return changed
    }
}

/// A view whose title may be a template: headers, footers, placeholders
/// and state views.
public protocol TitledView {
    /// What is drawn.
    var title: String? { get set }
    /// The title as written, when it has slots.
    var titleTemplate: String? { get }
}

extension SupplementarySpec: TitledView {}
extension PlaceholderSpec: TitledView {}

extension TitleText {
    /// Fills `view`'s title from its template, noting a change in `changed`.
    static func fill<View: TitledView>(_ view: inout View?, _ fill: (String) -> String?, _ changed: inout Bool) {
        guard var filled = view, let template = filled.titleTemplate else { return }
        let title = fill(template)
        guard title != filled.title else { return }
        filled.title = title
        view = filled
        changed = true
    }

    /// Fills the title of every view of `views`.
    static func fill(_ views: inout StateViews?, _ fill: (String) -> String?, _ changed: inout Bool) {
        guard var filled = views else { return }
        var any = false
        Self.fill(&filled.loading, fill, &any)
        Self.fill(&filled.empty, fill, &any)
        Self.fill(&filled.failed, fill, &any)
        guard any else { return }
        views = filled
        changed = true
    }
}

extension TitleText {
    /// The templates of `section`'s header, footer, placeholder and state
    /// views, in that order, appended to `templates`.
    static func collect(_ section: SectionSpec, into templates: inout [String]) {
        if let template = section.header?.titleTemplate { templates.append(template) }
        if let template = section.footer?.titleTemplate { templates.append(template) }
        if let template = section.placeholder?.titleTemplate { templates.append(template) }
        collect(section.states, into: &templates)
    }

    /// The templates of `views`' loading, empty and failed views, in that order.
    static func collect(_ views: StateViews?, into templates: inout [String]) {
        if let template = views?.loading?.titleTemplate { templates.append(template) }
        if let template = views?.empty?.titleTemplate { templates.append(template) }
        if let template = views?.failed?.titleTemplate { templates.append(template) }
    }

    /// Whether any title of `section` is a template (``collect(_:into:)``
    /// finds one; the array stays unallocated when it finds none).
    static func hasTemplate(_ section: SectionSpec) -> Bool {
        var templates: [String] = []
        collect(section, into: &templates)
        return !templates.isEmpty
    }
}
