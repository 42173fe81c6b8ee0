/// A ``DecodedLayout`` of one family type: the family and its options as
/// their own types, so every call reaches the family directly.
final class TypedDecodedLayout<Family: LayoutFamily>: DecodedLayout, @unchecked Sendable {
    let family: Family
    let options: Family.Options

    init(family: Family, options: Family.Options) {
        self.family = family
        self.options = options
        super.init(familyName: family.name, options: options)
    }

    override func layout(_ input: SectionLayoutInput) -> SectionLayoutResult {
        family.layout(input, options: options)
    }

    override func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput
    ) -> Bool {
        family.extend(&result, appendedFrom: firstNewIndex, input: input, options: options)
    }

    override var sizeRuleParts: SizeRule.Parts { family.sizeRuleParts(options) }

    override func hasSameOptions(as other: DecodedLayout) -> Bool {
        // A cast to a class, which Embedded Swift supports: families of
        // another type never compare equal.
        guard let other = other as? TypedDecodedLayout<Family> else { return false }
        return other.options == options
    }
}
