extension SectionSpec {
    /// What tapping item `index` does, as the contract spells it (see
    /// ``TapAction/spelled(section:itemID:data:selected:)``): the
    /// section's `action`, else `select` when it has a selection mode.
    public var tapAction: TapAction? { itemAction ?? (selection == .none ? nil : .select) }

    /// Whether a snapshot keeps its shown items' data
    /// (``SectionSnapshot/itemData``): its view draws from it, or its
    /// items' action fills a URL from it.
    var keepsItemData: Bool { sizes.rule?.view != nil || tapAction?.readsItemData == true }

    /// Reads `selection:`, `selected:` and `action:` together, since each
    /// constrains the others: `select` and selected items need a selection
    /// mode, and a single selection holds one item.
    static func decodeInteraction(
        selection selectionNode: ConfigNode?, selected selectedNode: ConfigNode?, action actionNode: ConfigNode?,
        context: inout DecodingContext
    ) -> (SelectionMode, [String], TapAction?) {
        let selection = selectionNode.flatMap { SelectionMode.decode($0, context: &context) } ?? .none
        let action = actionNode.flatMap { TapAction.decode($0, forItems: true, context: &context) }
        var selected = selectedNode.flatMap { [String].decode($0, context: &context) } ?? []
        if let actionNode, action == .select, selection == .none {
            context.error(
                .missingKey, "an item can be selected only in a section with a selection mode", at: actionNode,
                suggestion: "selection: single")
        }
        if let selectedNode, !selected.isEmpty {
            if selection == .none {
                context.error(
                    .missingKey, "selected items need a selection mode (selection: single or multiple)",
                    at: selectedNode, suggestion: "selection: multiple")
                selected = []
            } else if selection == .single, selected.count > 1 {
                context.error(
                    .outOfRange, "a single selection holds one item, found \(selected.count)", at: selectedNode)
                selected = [selected[0]]
            }
        }
        return (selection, selected, action)
    }

    /// Reports each id in `selected:` that names none of the section's
    /// items, when they are all written in the page (a section that loads
    /// may select items its data brings).
    static func reportUnknownSelected(
        _ selected: [String], written: ConfigNode, items: [Item], id: String, context: inout DecodingContext
    ) {
        let ids = items.map { $0.id }
        let note = ids.isEmpty ? "the section has no items" : "items: " + ids.prefix(20).joined(separator: ", ")
        context.reportUnknownNames(selected, written: written, known: ids, note: note) {
            "'selected' names no item '\($0)' of section '\(id)'"
        }
    }
}
