import QuiltCore

/// Each waterfall item's main-axis length (height in a column, width in a
/// row): the lane thickness scaled by the size rule's aspect ratio, else the
/// rule's height for an item the column's width (a text broken into lines
/// there, a stack), or its width in a row (a text's natural width), else
/// the thickness — a square.
struct WaterfallItemLengths {
    private let sizes: ItemSizeSource
    /// The column width or the row height.
    private let thickness: Double
    /// The width the rule's fractions refer to: the column, or the visible
    /// width of a horizontal strip.
    private let available: Double
    private let vertical: Bool
    /// The rule's aspect, when it decides lengths before anything else;
    /// read on its own so that the loop over items stays small.
    private let aspect: SizeRule.Aspect
    private let hasAspect: Bool
    /// The field the rule reads the main-axis length from (`height: {field:
    /// h}` in a column, `width: {field: w}` in a row), read with a hint in
    /// the loop; empty when the length comes another way.
    private let lengthField: String
    private let hasLengthField: Bool

    init(_ input: SectionLayoutInput, lanes: WaterfallLanes, available: Double) {
        sizes = ItemSizeSource(input.sizes)
        thickness = lanes.thickness
        vertical = lanes.vertical
        self.available = available
        hasAspect = sizes.isRule && sizes.rule.aspect != nil
        aspect = sizes.rule.aspect ?? SizeRule.Aspect(widthField: "", heightField: "")
        if case .field(let name) = lanes.vertical ? sizes.rule.height : sizes.rule.width {
            lengthField = name
            hasLengthField = true
        } else {
            lengthField = ""
            hasLengthField = false
        }
    }

    /// The length of `items[index]`, never negative or non-finite.
    ///
    /// - Parameter hints: where the aspect's fields and the length field
    ///   sat in the previous item. The caller keeps them: kept here, a
    ///   mutating read would copy this value for every item.
    @inline(__always)
    func length(of items: [Item], at index: Int, hints: inout Hints) -> Double {
        if hasAspect, let length = scaled(by: aspect.ratio(in: items[index].data, hints: &hints.aspect)) {
            return length
        }
        if hasLengthField {
            return ItemMeasure.usableLength(items[index].data.number(lengthField, hint: &hints.length)) ?? thickness
        }
        return lengthWithoutAspect(of: items, at: index)
    }

    /// Where the fields ``length(of:at:hints:)`` reads sat in the last
    /// item: the next item most likely has them at the same positions.
    struct Hints {
        var aspect = (0, 1)
        var length = 0
    }

    /// The length of an item whose size rule's aspect gives none: kept out
    /// of line, as most sections never come here.
    @inline(never)
    private func lengthWithoutAspect(of items: [Item], at index: Int) -> Double {
        if sizes.isRule {
            let length =
                vertical
                ? sizes.rule.height(in: items[index].data, itemWidth: thickness, available: available)
                : sizes.rule.width(in: items[index].data, available: available)
            return ItemMeasure.usableLength(length) ?? thickness
        }
        guard sizes.needsMeasuring else { return thickness }
        let measure = sizes.measure(items[index], at: index, available: available)
        if let length = scaled(by: measure.aspectRatio) { return length }
        return ItemMeasure.usableLength(vertical ? measure.height : measure.width) ?? thickness
    }

    /// The thickness times height ÷ width (divided, across a row), if usable.
    @inline(__always)
    private func scaled(by ratio: Double?) -> Double? {
        guard let ratio = ItemMeasure.usableRatio(ratio) else { return nil }
        return ItemMeasure.usableLength(vertical ? thickness * ratio : thickness / ratio)
    }
}
