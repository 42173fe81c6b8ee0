extension SizeRule {
    /// A height made of parts stacked top to bottom — a card's image and
    /// the title under it, a news row's headline and summary:
    /// `height: {stack: [{fixed: 120}, {text: {…}}, {text: {…}}], spacing: 4, min: 64}`.
    ///
    /// The height is the parts' heights plus `spacing` between neighbours,
    /// at least `min`. A part whose data is missing (no text, no field)
    /// takes no room and no spacing; when no part gives anything the stack
    /// gives nothing and the family uses its default.
    public struct Stack: Hashable, Sendable {
        /// One part of a stack.
        public enum Part: Hashable, Sendable {
            /// A length as a height: points, a field, a fraction of the
            /// available width, or a text wrapped at the item's width.
            case length(Length)
            /// The item's width × height ÷ width of two fields (an image).
            case aspect(Aspect)
        }

        /// The parts, top to bottom.
        public var parts: [Part]
        /// Space between neighbouring parts, in points.
        public var spacing: Double
        /// The least height, in points.
        public var minimum: Double

        /// Creates a stack.
        public init(parts: [Part], spacing: Double = 0, minimum: Double = 0) {
            self.parts = parts
            self.spacing = spacing
            self.minimum = minimum
        }

        /// The height of an item `itemWidth` wide, or nil when no part gives one.
        public func height(in data: DataValue, itemWidth: Double, available: Double) -> Double? {
            var total = 0.0
            var count = 0
            for height in heights(in: data, itemWidth: itemWidth, available: available) {
                guard let height else { continue }
                total += height
                count += 1
            }
            guard count > 0 else { return nil }
            return ItemMeasure.usableLength(max(minimum, total + Double(count - 1) * spacing))
        }

        /// Each part's height (nil where its data is missing), in order.
        public func heights(in data: DataValue, itemWidth: Double, available: Double) -> [Double?] {
            parts.map { part in
                switch part {
                case .length(let length):
                    ItemMeasure.usableLength(length.height(in: data, itemWidth: itemWidth, available: available))
                case .aspect(let aspect): aspect.ratio(in: data).flatMap { ItemMeasure.usableLength(itemWidth * $0) }
                }
            }
        }
    }
}
