/// A ``DecodedLayout`` of one family type: the family and its options as
/// their own types, so every call reaches the family directly.
final class TypedDecodedLayout<Family: LayoutFamily>: DecodedLayout, @unchecked Sendable {
    let family: Family
    let options: Family.Options

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: DecodedLayout) -> TypedDecodedLayout<Family>? {
        let make: (Family, Family.Options) -> TypedDecodedLayout<Family> = {
            TypedDecodedLayout<Family>(family: $0, options: $1)
        }
        _ = make
        return object as? TypedDecodedLayout<Family>
    }

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
        guard let other = TypedDecodedLayout<Family>.cast(other) else { return false }
        return other.options == options
    }
}
