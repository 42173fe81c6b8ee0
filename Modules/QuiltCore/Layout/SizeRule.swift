/// A declarative size rule: how big each item of a section is, read from the
/// item's data. A section writes it under `size:`; a component kind can give
/// one as its default. See `docs/sizes.md`.
///
/// ```yaml
/// size: {width: 80}                              # every item 80 wide
/// size: {width: {field: w}}                      # the item's `w`
/// size: {width: {fraction: 0.5}}                 # half the available width
/// size: {aspect: {width: w, height: h}}          # height = laid-out width × h ÷ w
/// size: {text: {field: title, font: 14, padding: 12}}               # a chip as wide as its text
/// size: {height: {text: {field: title, family: Body, font: 15}}}    # a row as tall as its lines
/// size: {height: {stack: [{fixed: 120}, {text: {…}}], spacing: 4}}  # parts stacked
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
    /// The item's width from a text (`width: {text: …}` written short).
    public var text: Text?
    /// Columns spanned in a grid.
    public var columnSpan: SpanSource?
    /// Rows spanned in a grid.
    public var rowSpan: SpanSource?
    /// The section's view (`view:`): what it gives — the item's natural
    /// width, its height at a width — stands in for the parts the rule
    /// leaves out, and it draws the item (``ItemView``).
    public var view: ItemView?

    /// Creates a rule; parts left nil give nothing.
    public init(
        width: Length? = nil, height: Length? = nil, aspect: Aspect? = nil, text: Text? = nil,
        columnSpan: SpanSource? = nil, rowSpan: SpanSource? = nil, view: ItemView? = nil
    ) {
        self.width = width
        self.height = height
        self.aspect = aspect
        self.text = text
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
        self.view = view
    }

    /// True when the rule has no parts and no view (it measures nothing).
    public var isEmpty: Bool {
        width == nil && height == nil && aspect == nil && text == nil && columnSpan == nil && rowSpan == nil
            && view == nil
    }

    /// The measure of `item`, laid out in a space `available` points wide.
    ///
    /// `width` (or `text`) gives the width; `height` the height of an item
    /// that wide (`available` wide when the rule gives no width); `aspect`
    /// the aspect ratio and, when there is no `height`, a height of that
    /// width × the ratio.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        let data = item.data
        var measure = ItemMeasure()
        measure.width = width(in: data, available: available)
        let itemWidth = measure.width ?? max(0, available)
        measure.height = height(in: data, itemWidth: itemWidth, available: available)
        if let ratio = aspectRatio(in: data) {
            measure.aspectRatio = ratio
            if height == nil { measure.height = ItemMeasure.usableLength(itemWidth * ratio) }
        }
        measure.columnSpan = columnSpan?.span(in: data)
        measure.rowSpan = rowSpan?.span(in: data)
        return measure
    }

    // Families that find a `SizeRule` behind `SectionLayoutInput.sizes` ask
    // it for the one thing they need, straight from the item's data: that
    // skips building an `ItemMeasure` and copying the item for every item
    // of a long section.

    /// The width the rule gives an item's data (`width`, else `text`, else
    /// the view's natural width), or nil when it gives none or the data
    /// does not fit.
    @inlinable
    public func width(in data: DataValue, available: Double) -> Double? {
        if let width { return width.length(in: data, available: available) }
        if let text { return text.width(in: data) }
        return view?.naturalWidth(in: data)
    }

    /// The height the rule's `height` gives an item `itemWidth` wide, else
    /// the view's height at that width, or nil.
    @inlinable
    public func height(in data: DataValue, itemWidth: Double, available: Double) -> Double? {
        if let height { return height.height(in: data, itemWidth: itemWidth, available: available) }
        return view?.height(in: data, width: itemWidth)
    }

    /// The height of an item `itemWidth` wide from `height`, else from
    /// `aspect` (the width × the ratio), else from the view, or nil.
    @inlinable
    public func itemHeight(in data: DataValue, itemWidth: Double, available: Double) -> Double? {
        if let height { return height.height(in: data, itemWidth: itemWidth, available: available) }
        if let aspect { return aspect.ratio(in: data).flatMap { ItemMeasure.usableLength(itemWidth * $0) } }
        return view?.height(in: data, width: itemWidth)
    }

    /// Height ÷ width from the rule's `aspect` for an item's data, or nil.
    @inlinable
    public func aspectRatio(in data: DataValue) -> Double? {
        aspect?.ratio(in: data)
    }

    /// The text that gives the width (`text`, or `width: {text: …}`), if any:
    /// a family that narrows an item below that width wraps it, and the
    /// item's height grows.
    public var widthText: Text? {
        text ?? width?.text
    }

    /// Every text the rule measures: the width's, the height's, a stack's parts'.
    public var texts: [Text] {
        var texts = [widthText].compactMap { $0 }
        switch height {
        case .text(let text)?: texts.append(text)
        case .stack(let stack)?:
            for case .length(.text(let text)) in stack.parts { texts.append(text) }
        default: break
        }
        return texts
    }

    /// ``ItemSizes/rule(_:)`` of itself: families read a rule's parts directly.
    public var itemSizes: ItemSizes { .rule(self) }

    /// True when the rule can give a height (`height`, `aspect` or a view).
    public var givesHeights: Bool { height != nil || aspect != nil || view != nil }

    /// True when the rule can give a width (`width`, `text`, `aspect` or a view).
    public var givesWidths: Bool { width != nil || text != nil || aspect != nil || view != nil }
}
