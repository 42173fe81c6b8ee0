import Quilt

/// A throwaway layout family registered from code: items in one column,
/// `thickness` points tall each. Quilt knows nothing of it until a test
/// registers it.
struct RibbonLayout: LayoutFamily {
    struct Options: LayoutOptions {
        var thickness = 12.0
        var arrange = Arrange.vertical
        var inset = EdgeInsets.zero
        var scrolling = ScrollingBehavior.none
    }

    let name = "ribbon"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
        Options(
            thickness: reader.decode("thickness", as: Double.self, context: &context, requirement: "greater than 0") {
                $0 > 0
            } ?? 12)
    }

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let frames = input.items.indices.map {
            Rect(x: 0, y: Double($0) * options.thickness, width: input.width, height: options.thickness)
        }
        return SectionLayoutResult(itemFrames: frames, height: Double(frames.count) * options.thickness)
    }

    /// `Registry.standard` plus the ribbon.
    static func registry() throws -> Registry {
        var registry = Registry.standard
        try registry.register(family: RibbonLayout())
        return registry
    }

    /// The ribbon's options schema, as a family's file in `Schemas/layouts/` reads.
    static let schema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://quilt.dev/schemas/layouts/ribbon.schema.json",
          "title": "Ribbon layout options (kind: ribbon)",
          "type": "object",
          "properties": {
            "kind": {"const": "ribbon"},
            "thickness": {"type": "number", "exclusiveMinimum": 0}
          }
        }

        """
}
