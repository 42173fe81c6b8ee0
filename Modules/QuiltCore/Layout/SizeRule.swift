/// A declarative size rule: how big each item of a section is, read from the
/// item's data. A section writes it under `size:`; a component kind can give
/// one as its default. See `docs/sizes.md`.
///
/// ```yaml
/// size: {width: 80}                              # every item 80 wide
/// size: {width: {field: w}}                      # the item's `w`
/// size: {width: {fraction: 0.5}}                 # half the available width
/// size: {aspect: {width: w, height: h}}          # height = laid-out width × h ÷ w
/// size: {text: {field: title, font: 14, padding: 12}}
/// size: {span: {columns: {field: c}, rows: 2}}   # grid spans
/// ```
///
/// Each part gives one thing (``ItemMeasure``): `width` or `text` a width,
/// `height` a height, `aspect` an aspect ratio, `span` grid spans. A part
/// whose data does not fit — a missing field, text where a number is needed,
/// a negative or non-finite number — gives nothing for that item, and the
/// family uses its default. Measuring never fails.
public struct SizeRule: ItemSizeProvider, Hashable {
    /// The item's width.
    public var width: Length?
    /// The item's height.
    public var height: Length?
    /// The item's shape: height ÷ width from two data fields.
    public var aspect: Aspect?
    /// The item's width estimated from a text field.
    public var text: TextEstimate?
    /// Columns spanned in a grid.
    public var columnSpan: SpanSource?
    /// Rows spanned in a grid.
    public var rowSpan: SpanSource?

    /// Creates a rule; parts left nil give nothing.
    public init(
        width: Length? = nil, height: Length? = nil, aspect: Aspect? = nil, text: TextEstimate? = nil,
        columnSpan: SpanSource? = nil, rowSpan: SpanSource? = nil
    ) {
        self.width = width
        self.height = height
        self.aspect = aspect
        self.text = text
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// True when the rule has no parts (it measures nothing).
    public var isEmpty: Bool {
        width == nil && height == nil && aspect == nil && text == nil && columnSpan == nil && rowSpan == nil
    }

    /// The measure of `item`, laid out in a space `available` points wide.
    ///
    /// `width` (or `text`) gives the width; `height` the height; `aspect` the
    /// aspect ratio and, when there is no `height`, a height of the width (or
    /// `available` when the rule gives no width) × the ratio.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        let data = item.data
        var measure = ItemMeasure()
        measure.width = width(in: data, available: available)
        measure.height = height(in: data, available: available)
        if let ratio = aspectRatio(in: data) {
            measure.aspectRatio = ratio
            if height == nil {
                measure.height = ItemMeasure.usableLength((measure.width ?? max(0, available)) * ratio)
            }
        }
        measure.columnSpan = columnSpan?.span(in: data)
        measure.rowSpan = rowSpan?.span(in: data)
        return measure
    }

    // Families that find a `SizeRule` behind `SectionLayoutInput.sizes` ask
    // it for the one thing they need, straight from the item's data: that
    // skips building an `ItemMeasure` and copying the item for every item
    // of a long section.

    /// The width the rule gives an item's data (`width`, else `text`), or
    /// nil when it gives none or the data does not fit.
    @inlinable
    public func width(in data: DataValue, available: Double) -> Double? {
        if let width { return width.length(in: data, available: available) }
        return text?.width(in: data)
    }

    /// The height the rule's `height` gives an item's data, or nil.
    @inlinable
    public func height(in data: DataValue, available: Double) -> Double? {
        height?.length(in: data, available: available)
    }

    /// Height ÷ width from the rule's `aspect` for an item's data, or nil.
    @inlinable
    public func aspectRatio(in data: DataValue) -> Double? {
        aspect?.ratio(in: data)
    }
}
