import QuiltCore

/// A family with three numeric options, to see which layer (preset, kind
/// default, page) each value came from: every item is `a` wide and `b` tall.
public struct TripleFamily: LayoutFamily {
    /// `a` (0 or more), `b` and `c`, all 0 by default.
    public struct Options: LayoutOptions, Hashable {
        /// The items' width.
        public var a: Double
        /// The items' and the section's height.
        public var b: Double
        /// Read, not used.
        public var c: Double
        /// Vertical: not an option.
        public var arrange: Arrange { .vertical }
        /// Zero: not an option.
        public var inset: EdgeInsets { .zero }
        /// None: not an option.
        public var scrolling: ScrollingBehavior { .none }

        /// Options with the given values.
        public init(a: Double = 0, b: Double = 0, c: Double = 0) {
            self.a = a
            self.b = b
            self.c = c
        }
    }

    /// `triple`.
    public let name = "triple"

    /// The family.
    public init() {}

    /// Reads `a`, `b` and `c`.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.a = reader.decode("a", as: Double.self, context: &context, requirement: "0 or more") { $0 >= 0 } ?? 0
        options.b = reader.decode("b", default: 0, context: &context)
        options.c = reader.decode("c", default: 0, context: &context)
        return options
    }

    /// Every item at the origin, `a` × `b`.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        SectionLayoutResult(
            itemFrames: input.items.map { _ in Rect(x: 0, y: 0, width: options.a, height: options.b) },
            height: options.b)
    }
}
