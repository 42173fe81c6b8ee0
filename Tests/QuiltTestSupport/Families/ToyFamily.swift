import QuiltCore

/// A toy family registered from outside Core: every item is a square `side`
/// points wide, placed left to right with no wrapping. It proves that the
/// engine names no family and that registering one needs no Core edit.
public struct ToyFamily: LayoutFamily {
    /// `side` (greater than 0, default 10) is the only option read.
    public struct Options: LayoutOptions, Hashable {
        /// The side of every item's square.
        public var side: Double
        /// Unread: vertical.
        public var arrange: Arrange
        /// Unread: zero.
        public var inset: EdgeInsets
        /// Unread: none.
        public var scrolling: ScrollingBehavior

        /// Options with the given values.
        public init(
            side: Double = 10, arrange: Arrange = .vertical, inset: EdgeInsets = .zero,
            scrolling: ScrollingBehavior = .none
        ) {
            self.side = side
            self.arrange = arrange
            self.inset = inset
            self.scrolling = scrolling
        }
    }

    /// `toy`.
    public let name = "toy"

    /// The family.
    public init() {}

    /// Reads `side`.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        Options(
            side: reader.decode("side", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 }
                ?? 10)
    }

    /// Squares left to right at the top of the section.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let frames = input.items.indices.map {
            Rect(x: Double($0) * options.side, y: 0, width: options.side, height: options.side)
        }
        return SectionLayoutResult(itemFrames: frames, height: input.items.isEmpty ? 0 : options.side)
    }
}

/// A registry holding only the toy family, as the default.
public func toyRegistry() -> Registry {
    var registry = Registry()
    try? registry.register(family: ToyFamily())
    registry.defaultFamily = "toy"
    return registry
}
