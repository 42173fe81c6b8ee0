import Foundation
import Quilt

/// A view written as the nested boxes docs/views.md says it equals — flex
/// rows and columns with `gap` and `padding`, a one-cell grid for an
/// overlay, every box `min-width: 0; min-height: 0` — for a browser to
/// lay out on its own. Nothing here computes a length: the browser's
/// frames are compared with the engine's (``ViewBrowserAgreementTests``).
///
/// Each shown leaf but a spacer carries `data-part`, numbered as
/// ``ItemView/parts(in:size:)`` numbers its parts; a leaf whose data gives
/// nothing is left out, as the engine leaves it out.
struct ViewCSS {
    let data: DataValue
    /// The CSS font family the fonts are registered under (weights 400 and 700).
    var family = "QuiltBody"
    private(set) var partCount = 0

    /// The item's box: `width` wide, and `height` high when given (else as
    /// tall as its content).
    static func html(_ view: ItemView, data: DataValue, width: Double, height: Double?) -> String {
        var writer = ViewCSS(data: data)
        var extra = "width:\(css(width))"
        if let height { extra += ";height:\(css(height))" }
        return writer.box(view.root, in: nil, extra: extra)
    }

    private mutating func box(_ node: ViewNode, in parent: ViewNode.Content?, extra: String = "") -> String {
        var style = ["box-sizing:border-box", "min-width:0", "min-height:0", "margin:0"]
        if !extra.isEmpty { style.append(extra) }
        if let width = node.width { style.append("width:" + length(width)) }
        if let height = node.height { style.append("height:" + length(height)) }
        if let align = node.alignSelf { style.append("align-self:" + align.css) }
        switch parent {
        case .row?, .column?:
            let main = { if case .row? = parent { node.width } else { node.height } }()
            if case .spacer = node.content, main == nil {
                style.append("flex:\(node.grow) 1 0px")
            } else {
                style.append("flex:\(node.grow) \(main == nil ? 1 : 0) auto")
            }
        case .overlay?:
            style.append("grid-area:1/1")
            if case .divider = node.content { style.append("justify-self:stretch") }
        default:
            break
        }
        var inner = ""
        var part = ""
        switch node.content {
        case .row(let stack), .column(let stack), .overlay(let stack):
            style += container(node.content, stack)
            for child in stack.children where shows(child) { inner += box(child, in: node.content) }
        case .text(let text):
            style += font(text)
            inner = escaped(text.text(in: data) ?? "")
            part = numbered()
        case .badge(let badge):
            style += font(badge.text)
            style.append("padding:" + sides(badge.padding))
            inner = escaped(badge.text.text(in: data) ?? "")
            part = numbered()
        case .image(let image):
            if let ratio = image.ratio(in: data) { style.append("aspect-ratio:\(ratio)") }
            part = numbered()
        case .divider:
            part = numbered()
        case .spacer:
            break
        }
        return "<div\(part) style=\"\(style.joined(separator: ";"))\">\(inner)</div>"
    }

    private func container(_ content: ViewNode.Content, _ stack: ViewStack) -> [String] {
        var style = ["padding:" + sides(stack.padding), "align-items:" + stack.align.css]
        switch content {
        case .overlay:
            style += [
                "display:grid", "grid-template-columns:minmax(0,1fr)", "grid-template-rows:minmax(0,1fr)",
                "justify-items:" + stack.justify.rawValue,
            ]
        default:
            let direction = { if case .row = content { "row" } else { "column" } }()
            style += [
                "display:flex", "flex-direction:" + direction, "flex-wrap:nowrap", "gap:" + Self.css(stack.spacing),
                "justify-content:" + justifyContent(stack.justify),
            ]
        }
        return style
    }

    private func justifyContent(_ justify: ViewJustify) -> String {
        switch justify {
        case .start, .stretch: "flex-start"
        case .center: "center"
        case .end: "flex-end"
        case .spaceBetween: "space-between"
        case .spaceAround: "space-around"
        case .spaceEvenly: "space-evenly"
        }
    }

    private func font(_ text: ViewText) -> [String] {
        let style = text.style
        var css = [
            "font-family:\(family)", "font-weight:\(style.weight.value)", "font-size:\(Self.css(style.font))",
            "line-height:" + (style.lineHeight.map(Self.css) ?? "normal"), "white-space:pre-line",
            "overflow-wrap:anywhere", "word-break:normal", "text-align:" + text.align.rawValue,
        ]
        if let lines = style.maxLines {
            css += [
                "display:-webkit-box", "-webkit-box-orient:vertical", "-webkit-line-clamp:\(lines)", "overflow:hidden",
            ]
        }
        return css
    }

    private func shows(_ node: ViewNode) -> Bool {
        switch node.content {
        case .text(let text): text.text(in: data) != nil
        case .badge(let badge): badge.text.text(in: data) != nil
        case .image(let image): image.source(in: data) != nil
        default: true
        }
    }

    private mutating func numbered() -> String {
        defer { partCount += 1 }
        return " data-part=\"\(partCount)\""
    }

    private func length(_ length: ViewLength) -> String {
        switch length {
        case .points(let points): Self.css(points)
        case .fraction(let fraction): "\(fraction * 100)%"
        }
    }

    private func sides(_ insets: EdgeInsets) -> String {
        [insets.top, insets.right, insets.bottom, insets.left].map(Self.css).joined(separator: " ")
    }

    static func css(_ points: Double) -> String { "\(points)px" }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
