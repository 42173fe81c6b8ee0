import QuiltCore

/// Swift Testing declares a `SourceLocation` too; tests mean Quilt's.
typealias SourceLocation = QuiltCore.SourceLocation

/// A toy family registered from outside Core: every item is a square `side`
/// points wide, placed left to right with no wrapping. It proves that the
/// engine names no family and that registering one needs no Core edit.
struct ToyFamily: LayoutFamily {
    struct Options: LayoutOptions, Hashable {
        var side: Double = 10
        var arrange: Arrange = .vertical
        var inset: EdgeInsets = .zero
        var scrolling: ScrollingBehavior = .none
    }

    let name = "toy"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        Options(side: reader.decode("side", as: Double.self, context: &context, requirement: "greater than 0") { $0 > 0 } ?? 10)
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let frames = input.items.indices.map { Rect(x: Double($0) * options.side, y: 0, width: options.side, height: options.side) }
        return SectionLayoutResult(itemFrames: frames, height: input.items.isEmpty ? 0 : options.side)
    }
}

/// A registry holding only the toy family, as the default.
func toyRegistry() -> Registry {
    var registry = Registry()
    try? registry.register(family: ToyFamily())
    registry.defaultFamily = "toy"
    return registry
}

/// A location on line `line` of `file` (`page.yaml` unless named).
func at(_ line: Int, _ column: Int = 1, _ file: String = "page.yaml") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
