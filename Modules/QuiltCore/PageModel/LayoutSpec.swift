/// A section's layout: the family that computes it and the decoded options.
public struct LayoutSpec: Sendable {
    /// The family.
    public var family: any LayoutFamily
    /// The options, of the family's `Options` type.
    public var options: any LayoutOptions
    /// The name the page used (a family or a preset name).
    public var name: String
    /// Where the layout was written.
    public var location: SourceLocation

    /// Creates a layout spec; `options` must be of `family`'s options type.
    public init<F: LayoutFamily>(
        family: F, options: F.Options, name: String? = nil, location: SourceLocation = .unknown
    ) {
        self.family = family
        self.options = options
        self.name = name ?? family.name
        self.location = location
    }

    /// Creates a layout spec from existentials, as decoders produce them.
    public init(anyFamily family: any LayoutFamily, options: any LayoutOptions, name: String, location: SourceLocation)
    {
        self.family = family
        self.options = options
        self.name = name
        self.location = location
    }

    /// Whether items wrap downwards or fill a strip.
    public var arrange: Arrange { options.arrange }

    /// Runs the family on `input`.
    public func layout(_ input: SectionLayoutInput) -> SectionLayoutResult {
        Self.run(family, options: options, input: input)
    }

    /// Asks the family to extend `result` after items were appended; false
    /// when it cannot (see ``LayoutFamily/extend(_:appendedFrom:input:options:)``).
    public func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput)
        -> Bool
    {
        Self.extend(family, options: options, result: &result, appendedFrom: firstNewIndex, input: input)
    }

    /// The parts of a size rule the family reads with these options
    /// (``LayoutFamily/sizeRuleParts(_:)``).
    public var sizeRuleParts: SizeRule.Parts {
        Self.sizeRuleParts(family, options: options)
    }

    private static func sizeRuleParts<F: LayoutFamily>(_ family: F, options: any LayoutOptions) -> SizeRule.Parts {
        guard let options = options as? F.Options else { return .all }
        return family.sizeRuleParts(options)
    }

    private static func extend<F: LayoutFamily>(
        _ family: F, options: any LayoutOptions, result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int,
        input: SectionLayoutInput
    ) -> Bool {
        guard let options = options as? F.Options else { return false }
        return family.extend(&result, appendedFrom: firstNewIndex, input: input, options: options)
    }

    private static func run<F: LayoutFamily>(_ family: F, options: any LayoutOptions, input: SectionLayoutInput)
        -> SectionLayoutResult
    {
        // The decoder pairs each family with its own options; a mismatch can only
        // come from code building a spec by hand, and lays out nothing.
        guard let options = options as? F.Options else { return SectionLayoutResult(itemFrames: [], height: 0) }
        return family.layout(input, options: options)
    }
}
