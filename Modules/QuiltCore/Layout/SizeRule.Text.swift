extension SizeRule {
    /// A text an item shows, as a size rule measures it:
    /// `{field: title, family: Body, font: 15, lineHeight: 20, maxLines: 3, padding: {…}}`.
    ///
    /// As a **width** (the rule's `text`, or `width: {text: …}`): the
    /// text's natural advance, its widest line, rounded up to a whole point,
    /// plus the left and right padding. As a **height** (`height: {text: …}`,
    /// a stack part): the text broken into lines at the item's width less
    /// the left and right padding, `top + lines × lineHeight + bottom`.
    ///
    /// The text is the item's `field`, or the item itself when its data is
    /// a string (items written as plain strings). It is measured with the
    /// registered font `family` at `weight` when one is named, else with
    /// Core's ``TextEstimate``.
    public struct Text: Hashable, Sendable {
        /// The data field holding the text (numbers and booleans count as
        /// they display); ignored for plain-string items.
        public var field: String
        /// The font family, as registered; nil for the estimate.
        public var family: String?
        /// The face's weight within the family.
        public var weight: FontWeight
        /// The font size in points.
        public var font: Double
        /// The height of one line in points; nil for the font's normal line height.
        public var lineHeight: Double?
        /// The most lines shown (the last ends with "…"); nil for no limit.
        public var maxLines: Int?
        /// Space around the text inside the item.
        public var padding: EdgeInsets
        /// What measures the text: the family's font, or the estimate.
        public var measurer: any TextMeasurer

        /// Creates a text rule; the defaults measure a 14-point `title` with
        /// 12 points left and right, by the estimate.
        public init(
            field: String = "title", family: String? = nil, weight: FontWeight = .regular, font: Double = 14,
            lineHeight: Double? = nil, maxLines: Int? = nil, padding: EdgeInsets = EdgeInsets(left: 12, right: 12),
            measurer: any TextMeasurer = TextEstimate.shared
        ) {
            self.field = field
            self.family = family
            self.weight = weight
            self.font = font
            self.lineHeight = lineHeight
            self.maxLines = maxLines
            self.padding = padding
            self.measurer = measurer
        }

        /// The line height used: `lineHeight`, else the font's normal one.
        public var resolvedLineHeight: Double {
            lineHeight ?? measurer.normalLineHeight(size: font)
        }

        /// The text of an item's data: the field's value (strings as they
        /// are, numbers and booleans as they display), or the data itself
        /// when it is not an object; nil when there is none (null, an array,
        /// an object, a missing field).
        @inlinable
        public func text(in data: DataValue) -> String? {
            switch data {
            case .object: data.text(ofField: field)
            case .string(let text): text
            case .number, .bool: data.displayText
            case .null, .array: nil
            }
        }

        /// The text laid out in a box `width` wide (padding included), at
        /// most `maxLines` lines; with no width, its natural lines, every one
        /// of them (the natural width is the widest, shown or not, as CSS's
        /// `max-content`).
        public func layout(of text: String, width: Double?, collectingLines: Bool = false) -> TextLayout {
            guard let width else {
                return measurer.layout(text, size: font, width: nil, maxLines: nil, collectingLines: collectingLines)
            }
            return measurer.layout(
                text, size: font, width: max(0, width - padding.horizontal), maxLines: maxLines,
                collectingLines: collectingLines)
        }

        /// The width of a box holding `layout` unwrapped: the widest line
        /// rounded up to a whole point, plus the left and right padding.
        public func width(of layout: TextLayout) -> Double {
            // The slack absorbs rounding in the scaling of whole units.
            (layout.width - 1e-9).rounded(.up) + padding.horizontal
        }

        /// The lines of `layout` shown: at most `maxLines`.
        public func shownLines(of layout: TextLayout) -> Int {
            maxLines.map { min($0, layout.lineCount) } ?? layout.lineCount
        }

        /// The height of a box holding `layout`: its lines shown plus the
        /// top and bottom padding.
        public func height(of layout: TextLayout) -> Double {
            padding.vertical + Double(shownLines(of: layout)) * resolvedLineHeight
        }

        /// The natural width of the item's text plus padding, or nil when
        /// the data holds no text.
        public func width(in data: DataValue) -> Double? {
            text(in: data).map { width(of: layout(of: $0, width: nil)) }
        }

        /// The height of the item's text broken at `width` (the item's
        /// width), plus padding, or nil when the data holds no text.
        public func height(in data: DataValue, width: Double) -> Double? {
            text(in: data).map { height(of: layout(of: $0, width: width)) }
        }

        /// Same field, font and measurer (by its identity), same settings.
        public static func == (lhs: Text, rhs: Text) -> Bool {
            lhs.field == rhs.field && lhs.family == rhs.family && lhs.weight == rhs.weight && lhs.font == rhs.font
                && lhs.lineHeight == rhs.lineHeight && lhs.maxLines == rhs.maxLines && lhs.padding == rhs.padding
                && lhs.measurer.identity == rhs.measurer.identity
        }

        /// Hashes what ``==`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(field)
            hasher.combine(family)
            hasher.combine(weight)
            hasher.combine(font)
            hasher.combine(lineHeight)
            hasher.combine(maxLines)
            hasher.combine(padding)
            hasher.combine(measurer.identity)
        }
    }
}
