/// A section's layout: the family that computes it and the decoded options.
public struct LayoutSpec: Sendable {
    /// The family paired with its options.
    let decoded: DecodedLayout
    /// The name the page used (a family or a preset name).
    public var name: String
    /// Where the layout was written.
    public var location: SourceLocation

    /// Creates a layout spec from a family and options of its type.
    public init<F: LayoutFamily>(
        family: F, options: F.Options, name: String? = nil, location: SourceLocation = .unknown
    ) {
        self.init(decoded: TypedDecodedLayout(family: family, options: options), name: name, location: location)
    }

    /// Creates a layout spec from a decoded pair, as decoders produce them.
    init(decoded: DecodedLayout, name: String?, location: SourceLocation) {
        self.decoded = decoded
        self.name = name ?? decoded.familyName
        self.location = location
    }

    /// The name of the family that lays the section out (`name` may be a preset's).
    public var familyName: String { decoded.familyName }

    /// Whether items wrap downwards or fill a strip.
    public var arrange: Arrange { decoded.arrange }

    /// Space between the section's items area and its items.
    public var inset: EdgeInsets { decoded.inset }

    /// How a horizontal strip settles after scrolling.
    public var scrolling: ScrollingBehavior { decoded.scrolling }

    /// The family's `maxDisplay` cap, if any.
    public var maxDisplay: MaxDisplay? { decoded.maxDisplay }

    /// The options, when the section is laid out by a family of type `F`;
    /// nil for any other family.
    public func options<F: LayoutFamily>(of family: F.Type) -> F.Options? {
        TypedDecodedLayout<F>.cast(decoded)?.options
    }

    /// True when both specs pair a family of the same type with equal
    /// options (the names they were written with aside).
    public func hasSameOptions(as other: LayoutSpec) -> Bool {
        decoded.hasSameOptions(as: other.decoded)
    }

    /// Runs the family on `input`.
    public func layout(_ input: SectionLayoutInput) -> SectionLayoutResult {
        decoded.layout(input)
    }

    /// Asks the family to extend `result` after items were appended; false
    /// when it cannot (see ``LayoutFamily/extend(_:appendedFrom:input:options:)``).
    public func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput)
        -> Bool
    {
        decoded.extend(&result, appendedFrom: firstNewIndex, input: input)
    }

    /// The parts of a size rule the family reads with these options
    /// (``LayoutFamily/sizeRuleParts(_:)``).
    public var sizeRuleParts: SizeRule.Parts { decoded.sizeRuleParts }
}
