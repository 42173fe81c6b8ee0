extension SizeRule {
    /// An item's shape from two data fields — a photo's pixel width and
    /// height — so that a family fixing one side derives the other:
    /// `aspect: {width: w, height: h}` makes the height *laid-out width × h ÷ w*.
    public struct Aspect: Hashable, Sendable {
        /// The field holding the width (any unit; only the ratio matters).
        public var widthField: String
        /// The field holding the height, in the same unit.
        public var heightField: String

        /// Creates an aspect rule over two fields.
        public init(widthField: String, heightField: String) {
            self.widthField = widthField
            self.heightField = heightField
        }

        /// Height ÷ width for an item's data, or nil when either field is
        /// missing, not a number, or not greater than 0.
        @inlinable
        public func ratio(in data: DataValue) -> Double? {
            let (width, height) = data.numbers(widthField, heightField)
            return Self.ratio(width: width, height: height)
        }

        /// ``ratio(in:)``, each field looked for first where the previous
        /// item had it (see ``DataObject/number(_:hint:)``): a loop over a
        /// section's items carries `hints` from one item to the next.
        @inlinable @inline(__always)
        public func ratio(in data: DataValue, hints: inout (Int, Int)) -> Double? {
            let (width, height) = data.numbers(widthField, heightField, hints: &hints)
            return Self.ratio(width: width, height: height)
        }

        /// Height ÷ width, or nil unless both are greater than 0 and the
        /// ratio is usable.
        @usableFromInline @inline(__always)
        static func ratio(width: Double?, height: Double?) -> Double? {
            guard let width, width > 0, let height, height > 0 else { return nil }
            return ItemMeasure.usableRatio(height / width)
        }

        /// Reads `{width: field, height: field}`.
        public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Aspect? {
            guard var reader = MappingReader(node, context: &context, what: "'aspect'") else { return nil }
            let width = reader.require("width", context: &context, what: "'aspect'").flatMap {
                fieldName($0, key: "width", context: &context)
            }
            let height = reader.require("height", context: &context, what: "'aspect'").flatMap {
                fieldName($0, key: "height", context: &context)
            }
            reader.finish(context: &context, where: "'aspect'")
            guard let width, let height else { return nil }
            return Aspect(widthField: width, heightField: height)
        }

        /// A field name. A plain number is a mistake worth naming: a fixed
        /// shape is `height: {fraction: r}`.
        private static func fieldName(_ node: ConfigNode, key: String, context: inout DecodingContext) -> String? {
            if node.double != nil, node.string == nil {
                context.error(
                    .wrongType, "'aspect.\(key)' must name a data field, found a number", at: node,
                    notes: ["for the same shape on every item write 'height: {fraction: r}' (height = r × width)"])
                return nil
            }
            return MappingReader.fieldName(node, key: "aspect.\(key)", context: &context)
        }
    }
}
