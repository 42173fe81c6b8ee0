/// Lays an item's view (``ItemView``) out for one item's data, as a browser
/// lays out the equivalent boxes (docs/views.md#the-css-it-equals): rows
/// and columns are single-line flex containers, an overlay a one-cell
/// grid, every box `box-sizing: border-box` with no minimum size.
///
/// Widths are always known from the top down (the item's width, then what
/// each container gives its children); heights are either given (a
/// stretched box, a fixed height, the item's own when it is drawn) or come
/// from the content, as CSS's definite and indefinite sizes do.
struct ViewLayout {
    /// The item's data the leaves read.
    let data: DataValue
    /// The parts placed so far; nil while only measuring.
    var parts: [ViewPart]?

    /// A layout reading `data`; `collecting` keeps the parts it places.
    init(data: DataValue, collecting: Bool) {
        self.data = data
        parts = collecting ? [] : nil
    }

    /// True when the box takes part in layout: a leaf whose data gives
    /// nothing (no text, no picture) is left out, as `display: none` is.
    func isShown(_ node: ViewBox) -> Bool {
        switch node.form {
        case .text(let text): text.text(in: data) != nil
        case .badge(let badge): badge.text.text(in: data) != nil
        case .image(let image): image.source(in: data) != nil
        default: true
        }
    }

    /// The shown children of a container.
    func shown(_ node: ViewBox) -> [ViewBox] {
        var shown: [ViewBox] = []
        shown.reserveCapacity(node.children.count)
        for child in node.children where isShown(child) { shown.append(child) }
        return shown
    }

    /// The height of `node`'s border box `width` wide when its height is
    /// its content's: a text's lines, a picture's aspect ratio, a
    /// container's children.
    func contentHeight(_ node: ViewBox, width: Double) -> Double {
        switch node.form {
        case .text(let text):
            guard let string = text.text(in: data) else { return 0 }
            return text.style.height(of: text.style.layout(of: string, width: max(0, width)))
        case .badge(let badge):
            guard let string = badge.text.text(in: data) else { return 0 }
            let style = badge.text.style
            return style.height(of: style.layout(of: string, width: max(0, width - badge.padding.horizontal)))
                + badge.padding.vertical
        case .image(let image):
            return image.ratio(in: data).map { max(0, width) / $0 } ?? 0
        case .spacer, .divider:
            return 0
        case .row, .column, .overlay:
            return arrange(node, width: width, height: nil, framing: false).height
        }
    }

    /// Places `node` at `frame` (its border box) and everything in it,
    /// collecting the leaves' parts; `definiteHeight` says whether its
    /// children may take fractions of its height and share its free space.
    mutating func place(_ node: ViewBox, at frame: Rect, definiteHeight: Bool) {
        switch node.form {
        case .row, .column, .overlay:
            let arrangement = arrange(
                node, width: frame.width, height: definiteHeight ? frame.height : nil, framing: true)
            for (index, child) in arrangement.children.enumerated() {
                place(
                    child, at: arrangement.frames[index].offsetBy(dx: frame.x, dy: frame.y),
                    definiteHeight: arrangement.definite[index])
            }
        case .text(let text):
            guard let string = text.text(in: data) else { return }
            let layout = text.style.layout(of: string, width: frame.width, collectingLines: true)
            parts?.append(
                ViewPart(
                    leaf: .text(text), frame: frame, text: LineBreaker.collapsed(string), lines: layout.lines ?? []))
        case .badge(let badge):
            guard let string = badge.text.text(in: data) else { return }
            let width = max(0, frame.width - badge.padding.horizontal)
            let layout = badge.text.style.layout(of: string, width: width, collectingLines: true)
            parts?.append(
                ViewPart(
                    leaf: .badge(badge), frame: frame, text: LineBreaker.collapsed(string), lines: layout.lines ?? []))
        case .image(let image):
            guard let source = image.source(in: data) else { return }
            parts?.append(ViewPart(leaf: .image(image), frame: frame, source: source))
        case .divider(let divider):
            parts?.append(ViewPart(leaf: .divider(divider), frame: frame))
        case .spacer:
            break
        }
    }

    /// A container's shown children, their frames relative to its border
    /// box, whether each child's height is definite for its own children,
    /// and the container's height (its content's when `height` is nil).
    /// Without `framing` only the height is worked out.
    struct Arrangement {
        var children: [ViewBox]
        var frames: [Rect]
        var definite: [Bool]
        var height: Double
    }

    /// Arranges the children of a row, a column or an overlay whose border
    /// box is `width` wide and, when known, `height` high.
    func arrange(_ node: ViewBox, width: Double, height: Double?, framing: Bool) -> Arrangement {
        let children = shown(node)
        switch node.form {
        case .row: return arrangeRow(node, children, width: width, height: height, framing: framing)
        case .column: return arrangeColumn(node, children, width: width, height: height, framing: framing)
        default: return arrangeOverlay(node, children, width: width, height: height)
        }
    }

    /// How `child` sits across a container that aligns its children `align`.
    @inline(__always)
    static func alignment(of child: ViewBox, in align: ViewAlign) -> ViewAlign { child.alignSelf ?? align }

    /// The offset of a box `size` long in `room` for `align`.
    @inline(__always)
    static func offset(_ align: ViewAlign, size: Double, room: Double) -> Double {
        switch align {
        case .start, .stretch: 0
        case .center: (room - size) / 2
        case .end: room - size
        }
    }

    /// A fixed length or a fraction of `available` (rounded down to a
    /// layout unit, as a browser resolves a percentage), or nil.
    @inline(__always)
    static func resolved(_ length: ViewLength?, in available: Double?) -> Double? {
        switch length {
        case .points(let points)?: points
        case .fraction(let fraction)?: available.map { LayoutUnits.floor(max(0, $0) * fraction) }
        case nil: nil
        }
    }
}
