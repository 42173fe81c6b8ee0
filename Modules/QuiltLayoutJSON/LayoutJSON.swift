import QuiltCore

/// Writes a ``LayoutSnapshot`` as the JSON that `quilt layout` prints, described
/// by `Schemas/layout.schema.json`. Keys are written in a fixed order and
/// every length the engine computed (frames, sizes, offsets, snap offsets)
/// rounded to a thousandth of a point in its shortest form (``NumberText``),
/// so output is byte-for-byte deterministic and free of floating-point noise.
/// Decoration attributes are written as the page wrote them, or with each
/// adaptive colour resolved to one ``appearance``.
///
/// With a page to take it from (``encode(_:withDataOf:)``), each item also
/// carries its data as its component kind reformed and checked it, every
/// field in full (`quilt layout --with-data`); see ``ItemDataJSON``.
public struct LayoutJSON: Sendable {
    /// One member per line, indented (default), or compact.
    public var pretty: Bool
    /// A vertical scroll offset: when set, the JSON also gives it and every
    /// pinned header's frame at it (`offset`, `pinnedHeaders`).
    public var offset: Double?
    /// The viewport's height: with ``offset``, the JSON also gives it and
    /// every pinned footer's frame (`viewportHeight`, `pinnedFooters`).
    public var viewportHeight: Double? = nil
    /// When set, every `{light, dark}` colour in the attributes is written
    /// as its half for this appearance (``AdaptiveColor/resolving(_:for:)``).
    public var appearance: Appearance? = nil

    /// Creates an encoder.
    public init(pretty: Bool = true, offset: Double? = nil) {
        self.pretty = pretty
        self.offset = offset
    }

    /// The JSON text of `snapshot`.
    public func encode(_ snapshot: LayoutSnapshot) -> String {
        encode(snapshot, data: nil)
    }

    /// The JSON text of `snapshot` with each item's `data`: the item of
    /// `page` it was laid out from, as its component kind reformed it.
    public func encode(_ snapshot: LayoutSnapshot, withDataOf page: PageSpec) -> String {
        encode(snapshot, data: ItemDataJSON(page))
    }

    private func encode(_ snapshot: LayoutSnapshot, data: ItemDataJSON?) -> String {
        var json = JSONWriter(pretty: pretty)
        json.beginObject()
        json.key("page")
        json.string(snapshot.pageID)
        json.key("width")
        json.number(NumberText.rounded(snapshot.width))
        json.key("direction")
        json.string(snapshot.direction.rawValue)
        json.key("contentHeight")
        json.number(NumberText.rounded(snapshot.contentHeight))
        if let offset {
            json.key("offset")
            json.number(NumberText.rounded(offset))
            json.key("pinnedHeaders")
            json.pinned(snapshot.pinnedHeaders(atOffset: offset))
            if let viewportHeight {
                json.key("viewportHeight")
                json.number(NumberText.rounded(viewportHeight))
                json.key("pinnedFooters")
                json.pinned(snapshot.pinnedFooters(atOffset: offset, viewportHeight: viewportHeight))
            }
        }
        if let view = snapshot.stateView {
            json.key("stateView")
            json.beginObject()
            json.key("state")
            json.string(view.state.rawValue)
            json.key("frame")
            json.frame(view.frame)
            json.endObject()
        }
        json.key("sections")
        json.beginArray()
        for (index, section) in snapshot.sections.enumerated() {
            write(section, data: data?.section(index, id: section.id), to: &json)
        }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }

    private func write(_ section: SectionSnapshot, data: ItemDataJSON.Section?, to json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(section.id)
        json.key("arrange")
        json.string(section.arrange.rawValue)
        json.key("frame")
        json.frame(section.frame)
        json.key("header")
        if let header = section.header {
            json.beginObject()
            json.key("frame")
            json.frame(header)
            json.key("pinned")
            json.bool(section.headerPinned)
            json.endObject()
        } else {
            json.null()
        }
        json.key("itemsArea")
        json.frame(section.itemsArea)
        json.key("footer")
        json.frame(section.footer)
        json.key("footerPinned")
        json.bool(section.footerPinned)
        json.key("placeholder")
        json.frame(section.placeholder)
        json.key("state")
        json.string(section.state.rawValue)
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
        json.key("decorations")
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
        json.endObject()
    }
}
