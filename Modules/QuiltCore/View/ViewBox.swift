/// A box of a view as layout reads it: ``ViewNode`` compiled once, when the
/// ``ItemView`` is made, into a tree of references. Laying out an item
/// walks boxes without copying them (a node is a value with strings, arrays
/// and a measurer inside; a box is one reference), and what every layout
/// asks of a box — its padding, whether it is a container — is worked out
/// here once.
final class ViewBox: Sendable {
    /// What the box is, with what a leaf shows.
    enum Form: Sendable {
        case row, column, overlay
        case text(ViewText)
        case image(ViewImage)
        case badge(ViewBadge)
        case spacer
        case divider(ViewDivider)
    }

    let form: Form
    /// A container's children; empty for a leaf.
    let children: [ViewBox]
    /// A container's spacing.
    let spacing: Double
    /// A container's or a badge's padding: the least its border box can be.
    let padding: EdgeInsets
    /// A container's alignment across, and along (an overlay's: across it).
    let align: ViewAlign
    let justify: ViewJustify
    /// As the node says (``ViewNode``).
    let width: ViewLength?
    let height: ViewLength?
    let grow: Double
    let alignSelf: ViewAlign?

    /// The box of `node` and, within it, its children's.
    init(_ node: ViewNode) {
        width = node.width
        height = node.height
        grow = node.grow
        alignSelf = node.alignSelf
        var stack = ViewStack([])
        switch node.content {
        case .row(let settings):
            form = .row
            stack = settings
        case .column(let settings):
            form = .column
            stack = settings
        case .overlay(let settings):
            form = .overlay
            stack = settings
        case .text(let text): form = .text(text)
        case .image(let image): form = .image(image)
        case .badge(let badge):
            form = .badge(badge)
            stack.padding = badge.padding
        case .spacer: form = .spacer
        case .divider(let divider): form = .divider(divider)
        }
        children = stack.children.map(ViewBox.init)
        spacing = stack.spacing
        padding = stack.padding
        align = stack.align
        justify = stack.justify
    }

    /// True for a row, a column or an overlay.
    var isContainer: Bool {
        switch form {
        case .row, .column, .overlay: true
        default: false
        }
    }

    /// True for a spacer.
    var isSpacer: Bool {
        if case .spacer = form { return true }
        return false
    }

    /// True for a divider.
    var isDivider: Bool {
        if case .divider = form { return true }
        return false
    }

    /// The leaf as a part shows it; nil for a container and a spacer.
    var leaf: ViewNode.Content? {
        switch form {
        case .text(let text): .text(text)
        case .image(let image): .image(image)
        case .badge(let badge): .badge(badge)
        case .divider(let divider): .divider(divider)
        case .row, .column, .overlay, .spacer: nil
        }
    }
}
