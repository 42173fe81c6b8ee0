import QuiltCore

/// Each flex item's size. The width: the size rule's (or its view's
/// natural width), else the default
/// estimate of its `title` (or of the item itself, when it is a string),
/// else a fallback (the item height, for a square); never wider than the
/// line it is laid in. The height: the rule's `height` for an item that
/// wide; else, for a width from a text or a view, the text's box (the
/// view) laid out at that width, at least `itemHeight` (a chip narrowed to
/// the line wraps and grows); else `itemHeight`.
struct FlexItemSizes {
    /// What gives a rule's items their widths, decided once per layout.
    private enum WidthSource {
        case text, view, length, estimate
    }

    /// The rule's parts the loop reads, held by reference: the loop reads
    /// them in place, where copies of the rule's optional parts (a text
    /// part is over a hundred bytes) cost more than the rest of an item.
    private final class RuleParts {
        let text: SizeRule.Text
        let view: ItemView?
        let width: SizeRule.Length
        let height: SizeRule.Length

        init(_ rule: SizeRule) {
            text = rule.widthText ?? SizeRule.Text()
            view = rule.view
            width = rule.width ?? .points(0)
            height = rule.height ?? .points(0)
        }
    }

    private let sizes: ItemSizeSource
    private let parts: RuleParts
    private let widthSource: WidthSource
    /// The data field that alone gives each item's width (`width: {field:
    /// name}` and no `height`), read on its own so that the loop stays
    /// small; empty otherwise.
    private let widthField: String
    /// Whether the rule's `height` gives the height.
    private let ruleHeight: Bool
    /// The width the rule's fractions refer to: the line.
    private let available: Double
    private let itemHeight: Double
    /// Held here rather than read from the static for every item, which
    /// would check the static's one-time initialisation each time.
    private let estimate = FlexLayout.defaultWidth

    init(_ input: SectionLayoutInput, available: Double, itemHeight: Double) {
        sizes = ItemSizeSource(input.sizes)
        let rule = sizes.rule
        parts = RuleParts(rule)
        // As the rule's own `width(in:available:)` reads them: its text, else
        // its length, else its view.
        widthSource =
            rule.widthText != nil ? .text : rule.width != nil ? .length : rule.view != nil ? .view : .estimate
        ruleHeight = rule.height != nil
        if sizes.isRule, widthSource == .length, !ruleHeight, case .field(let name)? = rule.width {
            widthField = name
        } else {
            widthField = ""
        }
        self.available = available
        self.itemHeight = itemHeight
    }

    /// The size of `items[index]` at most `maxWidth` wide; never negative or non-finite.
    ///
    /// - Parameter hint: where the width field sat in the previous item.
    ///   The caller keeps it: kept here, a mutating read would copy this
    ///   value for every item.
    @inline(__always)
    func size(of items: [Item], at index: Int, maxWidth: Double, hint: inout Int) -> (width: Double, height: Double) {
        if !widthField.isEmpty, let width = ItemMeasure.usableLength(items[index].data.number(widthField, hint: &hint))
        {
            return (min(width, maxWidth), itemHeight)
        }
        return measuredSize(of: items, at: index, maxWidth: maxWidth)
    }

    /// ``size(of:at:maxWidth:hint:)`` for every rule but a width field's:
    /// out of line, so that the loop over items stays small.
    @inline(never)
    private func measuredSize(of items: [Item], at index: Int, maxWidth: Double) -> (width: Double, height: Double) {
        let data = items[index].data
        if sizes.isRule {
            var size: (width: Double, height: Double)?
            switch widthSource {
            case .text: size = textSize(parts.text, data: data, maxWidth: maxWidth)
            case .view: size = parts.view.flatMap { viewSize($0, data: data, maxWidth: maxWidth) }
            case .length:
                size = ItemMeasure.usableLength(parts.width.length(in: data, available: available)).map {
                    (min($0, maxWidth), itemHeight)
                }
            case .estimate: size = nil
            }
            let base = size ?? defaultSize(data, maxWidth: maxWidth)
            guard ruleHeight else { return base }
            return (
                base.width,
                ItemMeasure.usableLength(parts.height.height(in: data, itemWidth: base.width, available: available))
                    ?? base.height
            )
        }
        if sizes.needsMeasuring {
            let measure = sizes.measure(items[index], at: index, available: available)
            let base =
                ItemMeasure.usableLength(measure.width).map { (width: min($0, maxWidth), height: itemHeight) }
                ?? defaultSize(data, maxWidth: maxWidth)
            return (base.width, ItemMeasure.usableLength(measure.height) ?? base.height)
        }
        return defaultSize(data, maxWidth: maxWidth)
    }

    /// An item the rule gives no width: its `title` estimated, else a square.
    @inline(__always)
    private func defaultSize(_ data: DataValue, maxWidth: Double) -> (width: Double, height: Double) {
        textSize(estimate, data: data, maxWidth: maxWidth) ?? (min(itemHeight, maxWidth), itemHeight)
    }

    /// A width from a view: its natural width, narrowed to `maxWidth`, and
    /// its height at that width, at least `itemHeight`.
    @inline(__always)
    private func viewSize(_ view: ItemView, data: DataValue, maxWidth: Double) -> (width: Double, height: Double)? {
        guard let natural = ItemMeasure.usableLength(view.naturalWidth(in: data)) else { return nil }
        let width = min(natural, maxWidth)
        return (width, max(itemHeight, ItemMeasure.usableLength(view.height(in: data, width: width)) ?? 0))
    }

    /// A width from `text`: its natural width, narrowed to `maxWidth`, and
    /// the height of its box at that width, at least `itemHeight`.
    @inline(__always)
    private func textSize(_ text: SizeRule.Text, data: DataValue, maxWidth: Double) -> (width: Double, height: Double)?
    {
        guard let string = text.text(in: data) else { return nil }
        let natural = text.layout(of: string, width: nil)
        let width = text.width(of: natural)
        guard width > maxWidth else { return (width, max(itemHeight, text.height(of: natural))) }
        return (maxWidth, max(itemHeight, text.height(of: text.layout(of: string, width: maxWidth))))
    }
}
