import Quilt

/// The `carousel` layout family: one sideways row of equal cards, each as
/// wide as the container less `peek` points on both sides (so the
/// neighbours show), `spacing` apart, `aspect` × the card width tall,
/// settling with the card centred.
///
/// ```yaml
/// layout: {kind: carousel, peek: 24, spacing: 12, aspect: 0.5}
/// ```
public struct CarouselLayout: LayoutFamily {
    /// The options a page writes.
    public struct Options: LayoutOptions, Hashable {
        /// How much of each neighbour shows, in points (0 or more; default 20).
        public var peek = 20.0
        /// Space between cards, in points (0 or more; default 10).
        public var spacing = 10.0
        /// Card height ÷ card width (greater than 0; default 0.5).
        public var aspect = 0.5
        /// Space around the row.
        public var inset = EdgeInsets.zero
        /// Always a sideways strip.
        public var arrange: Arrange { .horizontal }
        /// Cards settle centred.
        public var scrolling: ScrollingBehavior { .centered }
    }

    /// `carousel`.
    public let name = "carousel"

    /// The family.
    public init() {}

    /// Reads `peek`, `spacing`, `aspect` and `inset`; a bad value is a located
    /// `out-of-range` or `wrong-type` error, any other key `unknown-key`.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.peek =
            reader.decode("peek", as: Double.self, context: &context, requirement: "0 or more") { $0 >= 0 } ?? 20
        options.spacing =
            reader.decode("spacing", as: Double.self, context: &context, requirement: "0 or more") { $0 >= 0 } ?? 10
        options.aspect =
            reader.decode("aspect", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 } ?? 0.5
        options.inset = reader.decode("inset", default: .zero, context: &context)
        return options
    }

    /// The cards' frames, left to right; the strip is as wide as the cards.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let width = max(0, input.width - options.inset.horizontal - 2 * options.peek)
        let height = width * options.aspect
        let frames = input.items.indices.map { index in
            Rect(
                x: options.inset.left + options.peek + Double(index) * (width + options.spacing), y: options.inset.top,
                width: width, height: height)
        }
        let contentWidth = (frames.last?.maxX ?? 0) + options.peek + options.inset.right
        return SectionLayoutResult(
            itemFrames: frames, height: options.inset.vertical + height, contentWidth: max(contentWidth, input.width))
    }
}
