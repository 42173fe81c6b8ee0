import QuiltCore

/// Squares of `side` points in one line with `spacing` between them: a column
/// going down when vertical, a row going right (a strip) when horizontal.
/// Appends through `extend`; counts its calls when given a counter. Options
/// are set in code only (nothing is decoded).
public struct TrackFamily: LayoutFamily {
    /// The squares' side and spacing, and the section's arrangement.
    public struct Options: LayoutOptions, Hashable {
        /// The side of every square.
        public var side: Double
        /// The space between neighbours.
        public var spacing: Double
        /// A column (vertical) or a strip (horizontal).
        public var arrange: Arrange
        /// Space around the squares.
        public var inset: EdgeInsets
        /// How the strip settles.
        public var scrolling: ScrollingBehavior

        /// Options with the given values.
        public init(
            side: Double = 20, spacing: Double = 0, arrange: Arrange = .vertical,
            inset: EdgeInsets = .zero, scrolling: ScrollingBehavior = .continuous
        ) {
            self.side = side
            self.spacing = spacing
            self.arrange = arrange
            self.inset = inset
            self.scrolling = scrolling
        }
    }

    /// `track`.
    public let name = "track"
    /// Counts `layout` and `extend` calls, when set.
    public var counter: CallCounter?

    /// The family, counting its calls in `counter` when given.
    public init(counter: CallCounter? = nil) {
        self.counter = counter
    }

    /// Reads nothing: the defaults.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { Options() }

    private func frame(_ index: Int, _ options: Options) -> Rect {
        let along = Double(index) * (options.side + options.spacing)
        return options.arrange == .vertical
            ? Rect(x: options.inset.left, y: options.inset.top + along, width: options.side, height: options.side)
            : Rect(x: options.inset.left + along, y: options.inset.top, width: options.side, height: options.side)
    }

    private func finish(_ result: inout SectionLayoutResult, _ options: Options) {
        let count = Double(result.itemFrames.count)
        let extent = count > 0 ? count * options.side + (count - 1) * options.spacing : 0
        if options.arrange == .vertical {
            result.height = options.inset.vertical + extent
        } else {
            result.height = options.inset.vertical + options.side
            result.contentWidth = options.inset.horizontal + extent
        }
    }

    /// The squares in one line.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        counter?.record("layout")
        var result = SectionLayoutResult(itemFrames: input.items.indices.map { frame($0, options) }, height: 0)
        finish(&result, options)
        return result
    }

    /// Adds the squares of the appended items.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        counter?.record("extend")
        guard result.itemFrames.count == firstNewIndex else { return false }
        for index in firstNewIndex..<input.items.count { result.itemFrames.append(frame(index, options)) }
        finish(&result, options)
        return true
    }
}
