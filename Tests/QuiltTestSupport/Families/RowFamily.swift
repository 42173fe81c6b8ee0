import QuiltCore

/// A small family for project and loading tests: `columns` per row (at
/// least 1, default 1), rows `height` tall (greater than 0, default 44).
public struct RowFamily: LayoutFamily {
    /// `columns` and `height`.
    public struct Options: LayoutOptions, Hashable {
        /// Items per row.
        public var columns: Int
        /// The rows' height.
        public var height: Double
        /// Vertical: not an option.
        public var arrange: Arrange { .vertical }
        /// Zero: not an option.
        public var inset: EdgeInsets { .zero }
        /// None: not an option.
        public var scrolling: ScrollingBehavior { .none }

        /// Options with the given values.
        public init(columns: Int = 1, height: Double = 44) {
            self.columns = columns
            self.height = height
        }
    }

    /// The name it is registered under.
    public var name: String

    /// The family, registered as `name`.
    public init(name: String = "row") {
        self.name = name
    }

    /// Reads `columns` and `height`.
    public func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.columns =
            reader.decode("columns", as: Int.self, context: &context, requirement: "at least 1") { $0 >= 1 } ?? 1
        options.height =
            reader.decode("height", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 } ?? 44
        return options
    }

    /// Rows of equal cells across the width.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let width = input.width / Double(options.columns)
        let frames = input.items.indices.map {
            Rect(
                x: Double($0 % options.columns) * width, y: Double($0 / options.columns) * options.height, width: width,
                height: options.height)
        }
        return SectionLayoutResult(itemFrames: frames, height: frames.last?.maxY ?? 0)
    }
}

/// `row` (the default) and `strip`, as a base registry for projects.
public func rowRegistry() -> Registry {
    var registry = Registry()
    try? registry.register(family: RowFamily())
    try? registry.register(family: RowFamily(name: "strip"))
    registry.defaultFamily = "row"
    return registry
}
