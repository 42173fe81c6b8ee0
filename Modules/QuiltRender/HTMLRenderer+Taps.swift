import QuiltCore

extension HTMLRenderer {
    /// The attributes saying what tapping item `index` of `section` does
    /// and whether it is selected: `data-tap` holds the contract's action
    /// (`open:URL`, `select:SECTION:ITEM`, an intent; the live preview
    /// performs it on click), `data-selected` marks a selected item.
    static func writeTapAttributes(_ section: SectionSnapshot, item index: Int, to html: inout MarkupBytes) {
        if let action = section.action(ofItem: index) {
            html += " data-tap=\""
            html.attribute(action)
            html += "\""
        }
        if section.isSelected(index) { html += " data-selected=\"true\"" }
    }

    /// `data-tap` for a header or footer whose own `action:` says what
    /// tapping it does (a collapse toggle has its button instead).
    static func tapAttribute(_ section: SectionSnapshot, of kind: LayoutElement.Kind) -> String {
        let own = kind == .header ? section.labels.interaction.headerAction : section.labels.interaction.footerAction
        guard let action = own?.spelled(section: section.id) else { return "" }
        return " data-tap=\"\(MarkupText.attribute(action))\""
    }
}
