extension SizeRule {
    /// A width or height: points, a data field, a fraction of the available
    /// width, a text, or (heights only) a stack of parts. In config: `80`,
    /// `{field: w}`, `{fraction: 0.5}`, `{text: {…}}`, `{stack: [...]}`.
    public enum Length: Hashable, Sendable {
        /// A fixed length (0 or more).
        case points(Double)
        /// The number in this field of the item's data (a number or numeric string).
        case field(String)
        /// This fraction (greater than 0) of the width available to the item:
        /// the line of a flex section, the column of a waterfall, one track of a grid.
        case fraction(Double)
        /// A text: its natural width as a width, its wrapped height as a height.
        case text(Text)
        /// Parts stacked top to bottom (heights only).
        case stack(Stack)

        /// The length as a width for an item's data, or nil when the data
        /// does not fit (missing field, not a number, negative, non-finite).
        @inlinable
        public func length(in data: DataValue, available: Double) -> Double? {
            switch self {
            case .points(let points): points
            case .field(let name): ItemMeasure.usableLength(data.number(name))
            case .fraction(let fraction): ItemMeasure.usableLength(fraction * available)
            case .text(let text): text.width(in: data)
            case .stack: nil
            }
        }

        /// The length as the height of an item `itemWidth` wide: a text is
        /// broken into lines at that width, a stack adds up its parts.
        @inlinable
        public func height(in data: DataValue, itemWidth: Double, available: Double) -> Double? {
            switch self {
            case .points, .field, .fraction: length(in: data, available: available)
            case .text(let text): ItemMeasure.usableLength(text.height(in: data, width: itemWidth))
            case .stack(let stack): stack.height(in: data, itemWidth: itemWidth, available: available)
            }
        }

        /// The text, when this is one.
        public var text: Text? {
            if case .text(let text) = self { return text }
            return nil
        }

        /// "a number, {field: name}, {fraction: f}, {text: {…}} or {stack: [...]}".
        public static var expectation: String {
            "a number, {field: name}, {fraction: f}, {text: {…}} or {stack: [...]}"
        }
    }
}
