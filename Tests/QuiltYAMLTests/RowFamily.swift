import QuiltCore

/// A small family for project tests: `columns` per row, rows `height` tall.
struct RowFamily: LayoutFamily {
    struct Options: LayoutOptions, Hashable {
        var columns = 1
        var height = 44.0
        var arrange = Arrange.vertical
        var inset = EdgeInsets.zero
        var scrolling = ScrollingBehavior.none
    }

    var name = "row"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        var options = Options()
        options.columns = reader.decode("columns", as: Int.self, context: &context, requirement: "at least 1") { $0 >= 1 } ?? 1
        options.height = reader.decode("height", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 } ?? 44
        return options
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let width = input.width / Double(options.columns)
        let frames = input.items.indices.map {
            Rect(x: Double($0 % options.columns) * width, y: Double($0 / options.columns) * options.height, width: width, height: options.height)
        }
        return SectionLayoutResult(itemFrames: frames, height: frames.last?.maxY ?? 0)
    }
}

/// `row` (the default) and `strip`, as a base registry for projects.
func baseRegistry() -> Registry {
    var registry = Registry()
    try? registry.register(family: RowFamily())
    try? registry.register(family: RowFamily(name: "strip"))
    registry.defaultFamily = "row"
    return registry
}
