/// A layout preset: a new layout name that stands for a family (or another
/// preset) plus option values, registered in code or from `layouts/*.yaml`.
///
/// A page that writes `layout: cards2` or `layout: {kind: cards2, lineSpacing: 4}`
/// gets the base's family with the preset's options under its own: the page's
/// keys win, then the nearest preset's, then the presets it builds on. The
/// family decodes the merged options, so a bad value written in the preset is
/// reported at the preset file's line:column.
public struct LayoutPreset: Sendable {
    /// The name pages use (`layout: <name>`).
    public var name: String
    /// The layout it builds on: a family or another preset (`kind:` in the file).
    public var base: String
    /// The option pairs, in file order, without `layout`, `kind` and `description`.
    public var options: [ConfigNode.Pair]
    /// What the preset is for, shown in schemas and docs.
    public var description: String?
    /// Where the preset was defined (its `layout:` value in a file).
    public var location: SourceLocation
    /// Where the base name was written (its `kind:` value in a file).
    public var baseLocation: SourceLocation

    /// Creates a preset.
    public init(
        name: String, base: String, options: [ConfigNode.Pair] = [], description: String? = nil,
        location: SourceLocation = .unknown, baseLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.base = base
        self.options = options
        self.description = description
        self.location = location
        self.baseLocation = baseLocation ?? location
    }

    /// Creates a preset from option nodes written in code, e.g.
    /// `LayoutPreset(name: "cards2", base: "list", options: ["distribution": .scalar("2")])`.
    public init(name: String, base: String, options: KeyValuePairs<String, ConfigNode>, description: String? = nil) {
        self.init(
            name: name, base: base,
            options: options.map { ConfigNode.Pair(key: .scalar($0.key), value: $0.value) },
            description: description)
    }
}
