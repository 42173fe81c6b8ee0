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

    /// The contract's version, written first: it changes only when a member
    /// is removed or changes meaning; members may be added within a version
    /// (`Schemas/layout.schema.json` says which), and apps ignore the ones
    /// they do not know.
    public static let version = 1

    /// Creates an encoder.
    public init(pretty: Bool = true, offset: Double? = nil) {
        self.pretty = pretty
        self.offset = offset
    }

    /// The JSON text of `snapshot`.
    public func encode(_ snapshot: LayoutSnapshot) -> String {
        String(decoding: encodeUTF8(snapshot), as: UTF8.self)
    }

    /// The JSON text of `snapshot` with each item's `data`: the item of
    /// `page` it was laid out from, as its component kind reformed it.
    public func encode(_ snapshot: LayoutSnapshot, withDataOf page: PageSpec) -> String {
        String(decoding: encodeUTF8(snapshot, withDataOf: page), as: UTF8.self)
    }

    /// ``encode(_:)``'s text as UTF-8, to write out without making a string
    /// of it (a large page's JSON runs to megabytes).
    public func encodeUTF8(_ snapshot: LayoutSnapshot) -> [UInt8] {
        encode(snapshot, data: nil)
    }

    /// ``encode(_:withDataOf:)``'s text as UTF-8.
    public func encodeUTF8(_ snapshot: LayoutSnapshot, withDataOf page: PageSpec) -> [UInt8] {
        encode(snapshot, data: ItemDataJSON(page))
    }

    private func encode(_ snapshot: LayoutSnapshot, data: ItemDataJSON?) -> [UInt8] {
        var json = JSONWriter(pretty: pretty)
        // Room for what an item usually takes (its id, frame and position,
        // compact), so that the output grows seldom.
        json.reserveCapacity(snapshot.sections.reduce(0) { $0 + $1.items.count } * 128)
        json.beginObject()
        json.key("version")
        json.number(Self.version)
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
            json.viewMembers(view.frame, title: view.title, pinned: false, action: view.action)
            json.endObject()
        }
        json.key("sections")
        json.beginArray()
        for (index, section) in snapshot.sections.enumerated() {
            write(section, data: data?.section(index, id: section.id), to: &json)
        }
        json.endArray()
        json.endObject()
        return json.takeLine()
    }
}
