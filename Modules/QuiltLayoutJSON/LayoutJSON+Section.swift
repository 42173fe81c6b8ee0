import QuiltCore

extension LayoutJSON {
    /// One section of the contract: its id, component kind, arrangement,
    /// state, `canLoadMore` and selection mode (when it has one); its frame; header, items area, footer and
    /// placeholder (each view `{frame, title, pinned, action}` or null);
    /// strip and collapse when it has them; its items and decorations.
    func write(_ section: SectionSnapshot, data: ItemDataJSON.Section?, to json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(section.id)
        json.key("component")
        json.string(section.labels.component)
        json.key("arrange")
        json.string(section.arrange.rawValue)
        json.key("state")
        json.string(section.state.rawValue)
        json.key("canLoadMore")
        json.bool(section.labels.canLoadMore)
        if section.labels.interaction.selection != .none {
            json.key("selection")
            json.string(section.labels.interaction.selection.rawValue)
        }
        json.key("frame")
        json.frame(section.frame)
        json.key("header")
        json.view(
            section.header, title: section.labels.headerTitle, pinned: section.headerPinned,
            action: section.headerAction)
        json.key("itemsArea")
        json.frame(section.itemsArea)
        json.key("footer")
        json.view(
            section.footer, title: section.labels.footerTitle, pinned: section.footerPinned,
            action: section.footerAction)
        json.key("placeholder")
        json.view(
            section.placeholder, title: section.labels.placeholderTitle, pinned: false,
            action: section.placeholderAction)
        if let strip = section.strip {
            json.key("strip")
            json.beginObject()
            json.key("contentWidth")
            json.number(NumberText.rounded(section.contentWidth ?? section.itemsArea.width))
            json.key("scrolling")
            json.string(section.scrolling.rawValue)
            json.key("snapOffsets")
            json.beginArray()
            for offset in strip.snapOffsets { json.number(NumberText.rounded(offset)) }
            json.endArray()
            json.endObject()
        }
        if let collapse = section.collapse {
            json.key("collapse")
            json.beginObject()
            json.key("collapsed")
            json.bool(collapse.isCollapsed)
            json.key("hiddenItems")
            json.number(collapse.hiddenItemCount)
            json.key("toggle")
            json.string(collapse.toggle.rawValue)
            json.key("canToggle")
            json.bool(collapse.canToggle)
            json.endObject()
        }
        json.key("totalItems")
        json.number(section.totalItemCount + (section.collapse?.hiddenItemCount ?? 0))
        json.key("items")
        writeItems(of: section, data: data, to: &json)
        json.key("decorations")
        writeDecorations(of: section, to: &json)
        json.endObject()
    }

    /// Each displayed item: `{id, frame, position?, action?, selected?,
    /// parts?, data?}` (`selected` only when true).
    private func writeItems(of section: SectionSnapshot, data: ItemDataJSON.Section?, to json: inout JSONWriter) {
        json.beginArray()
        for (index, frame) in section.items.enumerated() {
            let id = section.drawnItemID(index)
            json.beginObject()
            json.key("id")
            json.string(id)
            json.key("frame")
            json.frame(frame)
            if let position = section.position(ofItem: index) {
                json.key("position")
                json.string(position.rawValue)
            }
            if let action = section.action(ofItem: index) {
                json.key("action")
                json.string(action)
            }
            if section.isSelected(index) {
                json.key("selected")
                json.bool(true)
            }
            if section.view != nil {
                json.key("parts")
                write(section.parts(ofItem: index), to: &json)
            }
            if let data {
                json.key("data")
                json.value(data.item(index, id: id))
            }
            json.endObject()
        }
        json.endArray()
    }

    /// Each decoration: `{kind, frame, zIndex, attributes}`, colours
    /// resolved to ``appearance`` when it is set.
    private func writeDecorations(of section: SectionSnapshot, to json: inout JSONWriter) {
        json.beginArray()
        for element in section.decorations {
            json.beginObject()
            json.key("kind")
            json.string(element.kind)
            json.key("frame")
            json.frame(element.frame)
            json.key("zIndex")
            json.number(element.zIndex)
            json.key("attributes")
            let attributes = DataValue.object(element.attributes)
            json.value(appearance.map { AdaptiveColor.resolving(attributes, for: $0) } ?? attributes)
            json.endObject()
        }
        json.endArray()
    }
}
