import QuiltCore

extension HTMLRenderer {
    /// The inside of a header or footer: its title, and when it is the
    /// section's collapse toggle, the title inside a button
    /// (`data-action="toggle"`, `aria-expanded`, `aria-controls` naming the
    /// section's list) for a live page to expand or collapse the section
    /// with (the loader's `expand` and `collapse` intents). With the
    /// section's `accessibility` (a whole page's drawing) it also names the
    /// list it controls, and a toggle without a title is named by the
    /// section's id.
    static func toggleContent(
        _ title: String, of section: SectionSnapshot, as role: Collapsible.Toggle,
        accessibility: SectionAccessibility? = nil
    ) -> String {
        guard isToggle(section, role), let collapse = section.collapse else { return title }
        let expanded = collapse.isCollapsed ? "false" : "true"
        var aria = ""
        if let accessibility {
            aria = " aria-controls=\"\(accessibility.listID)\""
            if title.isEmpty { aria += " aria-label=\"\(MarkupText.attribute(section.id))\"" }
        }
        return
            "<button type=\"button\" class=\"quilt-toggle\" data-action=\"toggle\" aria-expanded=\"\(expanded)\"\(aria)>\(title)</button>"
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
        return section.collapse?.generatedFooterTitle ?? ""
    }
}
