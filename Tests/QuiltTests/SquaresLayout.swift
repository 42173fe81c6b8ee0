import QuiltCore

/// Squares of `side` points in one row.
public struct SquaresLayout: LayoutFamily {
    public struct Options: LayoutOptions {
        public var side = 44.0
        public var arrange = Arrange.vertical
        public var inset = EdgeInsets.zero
        public var scrolling = ScrollingBehavior.none
    }

    public let name = "squares"

    public init() {}

    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        let side = reader.decode("side", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 }
        return Options(side: side ?? 44)
    }

    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let frames = input.items.indices.map {
            Rect(x: Double($0) * options.side, y: 0, width: options.side, height: options.side)
        }
        return SectionLayoutResult(itemFrames: frames, height: frames.isEmpty ? 0 : options.side)
    }
}
