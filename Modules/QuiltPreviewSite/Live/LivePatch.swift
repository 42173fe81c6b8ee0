import Quilt

/// What the session sends the live page to bring its DOM to the wanted
/// elements: a `patch` (what changed since the last message) or a `reset`
/// (everything, after the DOM was cleared). One JSON text message each,
/// documented in docs/preview.md ("The live page's messages").
struct LivePatch: Sendable {
    /// `patch` or `reset`.
    var type = "patch"
    /// The `seq` of the viewport report this answers; nil for a patch the
    /// session sends of itself (a load committed, a file changed).
    var ack: Int?
    /// The page's width and content height.
    var width: Double
    var contentHeight: Double
    /// The viewport offset the pins were placed at.
    var offset = 0.0
    /// Elements to add, in order (a strip before its items).
    var add: [LiveElement] = []
    /// Elements whose markup changed: replaced.
    var update: [LiveElement] = []
    /// Elements that only moved: their new `style`.
    var move: [LiveElement] = []
    /// Keys of elements to drop.
    var remove: [String] = []
    /// Where pinned headers sit.
    var pins: [LivePin] = []
    /// Points to scroll by so that what the viewport shows stays put (scroll
    /// anchoring after content changed above it).
    var anchor: Double?
    /// The page's direction, in a `reset`: the live page's content takes it
    /// as `dir`, so texts and strips run as the page does.
    var direction: LayoutDirection?
    /// The text stylesheet (measured texts' rules and the page's fonts),
    /// when it differs from the one the page has: it replaces it whole.
    var styles: String?

    /// True when the message would change nothing but acknowledge.
    var isEmpty: Bool {
        add.isEmpty && update.isEmpty && move.isEmpty && remove.isEmpty && anchor == nil && styles == nil
    }

    /// The message's JSON text.
    var json: String {
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("type")
        json.string(type)
        if let ack {
            json.key("ack")
            json.number(ack)
        }
        json.key("width")
        json.number(width)
        json.key("contentHeight")
        json.number(contentHeight)
        json.key("offset")
        json.number(offset)
        if let direction {
            json.key("direction")
            json.string(direction.rawValue)
        }
        if let styles {
            json.key("styles")
            json.string(styles)
        }
        for (name, elements) in [("add", add), ("update", update)] where !elements.isEmpty {
            json.key(name)
            json.beginArray()
            for element in elements {
                json.beginObject()
                json.key("key")
                json.string(element.key)
                if let parent = element.parent {
                    json.key("parent")
                    json.string(parent)
                }
                json.key("html")
                json.string(element.html)
                json.endObject()
            }
            json.endArray()
        }
        if !move.isEmpty {
            json.key("move")
            json.beginArray()
            for element in move {
                json.beginObject()
                json.key("key")
                json.string(element.key)
                json.key("style")
                json.string(element.style)
                json.endObject()
            }
            json.endArray()
        }
        if !remove.isEmpty {
            json.key("remove")
            json.beginArray()
            for key in remove { json.string(key) }
            json.endArray()
        }
        json.key("pins")
        json.beginArray()
        for pin in pins {
            json.beginObject()
            json.key("key")
            json.string(pin.key)
            json.key("y")
            json.number(pin.y)
            json.key("stuck")
            json.bool(pin.stuck)
            json.endObject()
        }
        json.endArray()
        if let anchor {
            json.key("anchor")
            json.number(anchor)
        }
        json.endObject()
        return json.output
    }

    /// The patch from what the page has (`sent`, by key) to `wanted`;
    /// `sent` becomes `wanted`.
    static func between(
        _ sent: inout [String: LiveElement], _ wanted: [LiveElement], pins: [LivePin], width: Double,
        contentHeight: Double,
        offset: Double
    ) -> LivePatch {
        var patch = LivePatch(width: width, contentHeight: contentHeight, offset: offset, pins: pins)
        var next: [String: LiveElement] = [:]
        next.reserveCapacity(wanted.count)
        for element in wanted {
            next[element.key] = element
            guard let old = sent[element.key] else {
                patch.add.append(element)
                continue
            }
            if old.html == element.html, old.parent == element.parent { continue }
            if old.parent == element.parent, old.content == element.content {
                patch.move.append(element)
            } else {
                patch.update.append(element)
            }
        }
        // A strip's items go with it; the page drops them itself.
        let droppedStrips = Set(sent.keys.filter { next[$0] == nil && $0.hasPrefix("s|") })
        for (key, element) in sent where next[key] == nil {
            if let parent = element.parent, droppedStrips.contains(parent) { continue }
            patch.remove.append(key)
        }
        patch.remove.sort()
        sent = next
        return patch
    }
}
