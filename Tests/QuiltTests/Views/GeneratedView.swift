import Quilt
import QuiltTestSupport

/// A view generated from a seed, with data for it and a width to lay it
/// out at: every container and leaf, every alignment and justification,
/// fixed and fractional sizes, growing boxes, missing data, Latin text of
/// random lengths in DejaVu Sans and DejaVu Sans Bold; up to four boxes deep.
struct GeneratedView {
    var view: ItemView
    var data: DataValue
    /// The item's width.
    var width: Double
    /// Extra height the item is given over the view's own (a family that
    /// stretches it), or nil when the item is as tall as the view.
    var stretch: Double?

    /// The deepest a generated view nests, the item's box included.
    static let depth = 4

    init(seed: UInt64, regular: any TextMeasurer, bold: any TextMeasurer) {
        var generator = Generator(random: SplitMix64(seed: seed), regular: regular, bold: bold)
        width = Double(generator.int(180...420)) + (generator.chance(0.3) ? 0.5 : 0)
        let root = generator.container(depth: 1)
        view = ItemView(root: root)
        data = .object(DataObject(generator.fields))
        stretch = generator.chance(0.4) ? Double(generator.pick([0, 0, 12, 40, 80])) : nil
    }

    /// Draws the parts of a generated view.
    struct Generator {
        var random: SplitMix64
        let regular: any TextMeasurer
        let bold: any TextMeasurer
        var fields: [String: DataValue] = [:]
        var counter = 0

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(random.next() % UInt64(range.count))
        }

        mutating func chance(_ probability: Double) -> Bool {
            Double(random.next() % 10_000) / 10_000 < probability
        }

        mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

        mutating func name() -> String {
            counter += 1
            return "f\(counter)"
        }

        /// A row, a column or an overlay with one to four boxes.
        mutating func container(depth: Int) -> ViewNode {
            let kind = int(0...2)
            var stack = ViewStack([])
            stack.spacing = pick([0, 0, 2, 4, 6.5, 8, 12])
            stack.padding = padding()
            stack.align = pick(ViewAlign.allCases)
            stack.justify =
                kind == 2
                ? pick([.start, .center, .end, .stretch])
                : pick([.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly])
            if kind == 2 { stack.spacing = 0 }
            for _ in 0..<int(1...4) { stack.children.append(box(depth: depth + 1, parent: kind)) }
            switch kind {
            case 0: return ViewNode(.row(stack))
            case 1: return ViewNode(.column(stack))
            default: return ViewNode(.overlay(stack))
            }
        }

        mutating func padding() -> EdgeInsets {
            switch int(0...3) {
            case 0: return .zero
            case 1: return EdgeInsets(all: pick([2, 4, 8, 10.5, 12]))
            default:
                return EdgeInsets(
                    top: pick([0, 2, 4, 8, 10.5]), left: pick([0, 4, 8, 12]), bottom: pick([0, 2, 6, 8]),
                    right: pick([0, 4, 8, 16]))
            }
        }

        /// Any box: a container (while the view is not too deep) or a leaf,
        /// with a size of its own now and then.
        mutating func box(depth: Int, parent: Int) -> ViewNode {
            let draw = int(0...99)
            var node: ViewNode
            if draw < 28, depth < GeneratedView.depth {
                node = container(depth: depth)
            } else if draw < 62 {
                node = ViewNode(.text(text(words: 1...22)))
            } else if draw < 76 {
                node = image()
            } else if draw < 86 {
                var badge = ViewBadge(text: text(words: 1...3, badge: true))
                badge.padding = pick([ViewBadge.defaultPadding, EdgeInsets(all: 3), .zero])
                node = ViewNode(.badge(badge))
            } else if draw < 93, parent != 2 {
                node = ViewNode(.spacer, grow: pick([1, 1, 2, 0.5]))
                if chance(0.4) {
                    let length = ViewLength.points(Double(int(2...30)))
                    node.grow = 0
                    if parent == 0 { node.width = length } else { node.height = length }
                }
                return node
            } else {
                let divider = ViewDivider(thickness: pick([1, 0.5, 2]))
                node = ViewNode(.divider(divider), alignSelf: .stretch)
                if parent == 0 {
                    node.width = .points(divider.thickness)
                } else {
                    node.height = .points(divider.thickness)
                }
                return node
            }
            if chance(0.22) {
                node.width = .points(Double(int(16...170)))
            } else if chance(0.12) {
                node.width = .fraction(Double(int(4...20)) / 20)
            }
            if chance(0.14) {
                node.height = .points(Double(int(8...110)))
            } else if chance(0.07) {
                node.height = .fraction(Double(int(4...20)) / 20)
            }
            if chance(0.25) { node.grow = pick([1, 1, 2, 0.5, 3]) }
            return node
        }

        /// A picture whose shape is a ratio, two fields, or its box's.
        mutating func image() -> ViewNode {
            let field = name()
            var image = ViewImage(field: field)
            switch int(0...3) {
            case 0: image.aspect = .ratio(pick([0.5, 0.75, 1, 1.5, 2]))
            case 1:
                let (w, h) = (name(), name())
                image.aspect = .fields(width: w, height: h)
                fields[w] = .number(Double(int(300...1600)))
                fields[h] = .number(Double(int(300...1600)))
            default: break
            }
            if !chance(0.1) { fields[field] = .string("https://example.com/\(field).jpg") }
            var node = ViewNode(.image(image))
            if chance(0.35) { node.width = .points(Double(int(24...96))) }
            if chance(0.35) { node.height = .points(Double(int(24...96))) }
            return node
        }

        /// A text from a field or a template, in one of the fonts, with
        /// a random size, line height, line limit and alignment.
        mutating func text(words: ClosedRange<Int>, badge: Bool = false) -> ViewText {
            let source: ViewText.Source
            if chance(0.12) {
                let (first, second) = (name(), name())
                fields[first] = .string(sentence(words: 1...3))
                if !chance(0.2) { fields[second] = .string(sentence(words: 1...4)) }
                let template = try? TextTemplate(parsing: "{{\(first)}} · {{\(second)}}")
                source = template.map { .template($0) } ?? .field(first)
            } else {
                let field = name()
                if !chance(0.08) { fields[field] = .string(sentence(words: words)) }
                source = .field(field)
            }
            let heavy = chance(0.35)
            let font = Double(badge ? int(10...14) : int(11...22))
            var style = SizeRule.Text(
                family: "QuiltBody", weight: heavy ? .bold : .regular, font: font, padding: .zero,
                measurer: heavy ? bold : regular)
            if chance(0.6) { style.lineHeight = (font * pick([1.2, 1.3, 1.45, 1.6])).rounded() }
            let lines = badge ? pick([1, 1, 2]) : pick([0, 0, 1, 2, 3])
            style.maxLines = lines == 0 ? nil : lines
            return ViewText(source, style: style, align: pick(ViewTextAlign.allCases))
        }

        /// Words of two to eleven letters, some capitalised, some with a comma or a full stop.
        mutating func sentence(words: ClosedRange<Int>) -> String {
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            var parts: [String] = []
            for index in 0..<int(words) {
                var word = String((0..<int(2...11)).map { _ in letters[int(0...25)] })
                if index == 0 || chance(0.1) { word = word.prefix(1).uppercased() + word.dropFirst() }
                if chance(0.08) { word += pick([",", ".", "!"]) }
                parts.append(word)
            }
            return parts.joined(separator: " ")
        }
    }
}
