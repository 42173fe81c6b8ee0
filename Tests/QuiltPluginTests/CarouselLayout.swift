import Quilt

/// A layout family defined outside Quilt: one sideways row of equal items,
/// each as wide as the container less `peek` points on both sides (so the
/// neighbours show), `spacing` apart, `aspect` × the item width tall.
struct CarouselLayout: LayoutFamily {
    struct Options: LayoutOptions, Hashable {
        var peek = 20.0
        var spacing = 10.0
        var aspect = 0.5
        var arrange: Arrange { .horizontal }
        var inset = EdgeInsets.zero
        var scrolling = ScrollingBehavior.centered
    }

    let name = "carousel"

    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options {
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

    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let width = max(0, input.width - options.inset.horizontal - 2 * options.peek)
        let height = width * options.aspect
        let frames = input.items.indices.map {
            Rect(
                x: options.inset.left + options.peek + Double($0) * (width + options.spacing), y: options.inset.top,
                width: width, height: height)
        }
        let contentWidth = (frames.last?.maxX ?? 0) + options.peek + options.inset.right
        return SectionLayoutResult(
            itemFrames: frames, height: options.inset.vertical + height, contentWidth: max(contentWidth, input.width))
    }
}

extension ComponentKind {
    /// A kind defined in code: promotional banners on the carousel, each with
    /// an image URL, reformed from a server's `pic` field.
    static let banner = ComponentKind(
        name: "banner",
        identityField: "slot",
        defaultLayout: .mapping(["kind": .scalar("carousel"), "peek": .scalar("16")]),
        sectionDefaults: ["placeholder": .mapping(["height": .scalar("100"), "title": .scalar("No banners")])],
        fields: [
            ComponentField(name: "slot", type: .string, required: true),
            ComponentField(name: "image", type: .url, required: true),
            ComponentField(name: "title", type: .string, defaultValue: .string("")),
        ],
        reformRules: [ReformRule(field: "image", input: .from(JSONPointer(tokens: ["pic", "url"])))],
        description: "A promotional banner.")
}

/// `Registry.standard` plus the carousel, the banner kind and a preset, all from code.
func pluginRegistry() throws -> Registry {
    var registry = Registry.standard
    try registry.register(family: CarouselLayout())
    try registry.register(kind: .banner)
    try registry.register(
        preset: LayoutPreset(
            name: "tightCarousel", base: "carousel", options: ["peek": .scalar("4"), "spacing": .scalar("4")]))
    return registry
}
