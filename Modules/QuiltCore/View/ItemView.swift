/// How an item of a component kind looks, described once: a small tree of
/// boxes (``ViewNode``) — rows, columns and overlays of texts, pictures,
/// badges, spacers and dividers — from which Quilt computes the item's
/// size and every part's frame, and draws the item as the app will
/// (docs/views.md).
///
/// ```yaml
/// view:
///   row:
///     - {image: thumbnail, width: 56, height: 56, radius: 8}
///     - column:
///         - {text: title, family: Body, weight: bold, font: 16, lineHeight: 22, maxLines: 3}
///         - {text: "{{source}} · {{time}}", family: Body, font: 12, lineHeight: 16, color: "#6b7280"}
///       spacing: 4
///       grow: 1
///   spacing: 12
///   padding: 12
///   align: start
/// ```
///
/// Boxes are laid out as a browser lays out the equivalent `div`s (flex
/// rows and columns, a one-cell grid for an overlay), so a page drawn from
/// the view matches the frames, and so does any app that places its views
/// at the parts' frames.
public struct ItemView: Hashable, Sendable {
    /// The outermost box: the item itself.
    public let root: ViewNode
    /// The boxes as layout reads them, compiled once.
    let box: ViewBox

    /// Creates a view.
    public init(root: ViewNode) {
        self.root = root
        box = ViewBox(root)
    }

    /// Equal views have equal boxes.
    public static func == (lhs: ItemView, rhs: ItemView) -> Bool { lhs.root == rhs.root }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(root) }

    /// The height of an item `width` wide: its boxes laid out at that width,
    /// as tall as their content.
    public func height(in data: DataValue, width: Double) -> Double {
        ViewLayout(data: data, collecting: false).contentHeight(box, width: max(0, width))
    }

    /// The width of an item whose content is not wrapped: its texts on
    /// their natural lines, rows side by side (CSS's `max-content`).
    public func naturalWidth(in data: DataValue) -> Double {
        ViewLayout(data: data, collecting: false).maxContentWidth(box)
    }

    /// The parts of an item of `size` — its width, and the height the
    /// family gave it — with frames relative to its top-left corner, in
    /// drawing order.
    public func parts(in data: DataValue, size: Size) -> [ViewPart] {
        var layout = ViewLayout(data: data, collecting: true)
        layout.place(
            box, at: Rect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height)), definiteHeight: true)
        return layout.parts ?? []
    }

    /// The parts of an item `width` wide whose height is its content's
    /// (``height(in:width:)``), laid out as a box of auto height is: a
    /// fraction of the item's height counts as its content's. What a page
    /// draws is ``parts(in:size:)``, the item at its frame.
    public func parts(in data: DataValue, width: Double) -> [ViewPart] {
        var layout = ViewLayout(data: data, collecting: true)
        let height = layout.contentHeight(box, width: max(0, width))
        layout.place(box, at: Rect(x: 0, y: 0, width: max(0, width), height: height), definiteHeight: false)
        return layout.parts ?? []
    }

    /// Every box of the view, outermost first (depth first, in order).
    public var nodes: [ViewNode] {
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            found.append(node)
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }

    /// The texts the view shows, badges' included.
    public var texts: [ViewText] {
        nodes.compactMap { node in
            switch node.content {
            case .text(let text): text
            case .badge(let badge): badge.text
            default: nil
            }
        }
    }

    /// The pictures the view shows.
    public var images: [ViewImage] {
        nodes.compactMap { node in
            if case .image(let image) = node.content { return image }
            return nil
        }
    }

    /// The data fields the view reads, each once, in order: texts' and
    /// badges' fields and template slots, pictures' fields and aspect fields.
    public var fields: [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        for node in nodes {
            switch node.content {
            case .text(let text): text.fields.forEach(add)
            case .badge(let badge): badge.text.fields.forEach(add)
            case .image(let image):
                add(image.field)
                if case .fields(let width, let height)? = image.aspect {
                    add(width)
                    add(height)
                }
            default: break
            }
        }
        return names
    }
}
