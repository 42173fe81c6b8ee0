import QuiltCore

extension HTMLRenderer {
    /// The inside of a header or footer: its title, and when it is the
    /// section's collapse toggle, the title inside a button
    /// (`data-action="toggle"`, `aria-expanded`, `aria-controls` naming the
    /// section's list) for a live page to expand or collapse the section
    /// with (the loader's `expand` and `collapse` intents). A toggle
    /// without a title is named by the section's id.
    static func toggleContent(
        _ title: String, of section: SectionSnapshot, as role: Collapsible.Toggle, accessibility: SectionAccessibility
    ) -> String {
        guard isToggle(section, role), let collapse = section.collapse else { return title }
        let expanded = collapse.isCollapsed ? "false" : "true"
        let label = title.isEmpty ? " aria-label=\"\(MarkupText.attribute(section.id))\"" : ""
        return "<button type=\"button\" class=\"quilt-toggle\" data-action=\"toggle\" aria-expanded=\"\(expanded)\""
            + " aria-controls=\"\(accessibility.listID)\"\(label)>\(title)</button>"
    }

    /// Whether the section's `role` (header or footer) is its collapse toggle.
    static func isToggle(_ section: SectionSnapshot, _ role: Collapsible.Toggle) -> Bool {
        guard let collapse = section.collapse else { return false }
        return collapse.toggle == role && collapse.canToggle
    }
}

extension PageContent.Section? {
    /// The footer's title: its own, or for a generated toggle footer "Show
    /// all (n)" while collapsed and "Show less" while expanded (escaped).
    func footerTitle(of section: SectionSnapshot) -> String {
        if let own = self?.footerTitle { return MarkupText.text(own) }
        return PageContent.toggleTitle(section.collapse) ?? ""
    }
}
