import QuiltCore

extension HTMLRenderer {
    /// The inside of a header or footer: its title, and when it is the
    /// section's collapse toggle, the title inside a button
    /// (`data-action="toggle"`, `aria-expanded`) for a live page to expand
    /// or collapse the section with (the loader's `expand` and `collapse` intents).
    static func toggleContent(_ title: String, of section: SectionSnapshot, as role: Collapsible.Toggle) -> String {
        guard let collapse = section.collapse, collapse.toggle == role, collapse.canToggle else { return title }
        let expanded = collapse.isCollapsed ? "false" : "true"
        return "<button type=\"button\" class=\"quilt-toggle\" data-action=\"toggle\" aria-expanded=\"\(expanded)\">\(title)</button>"
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
