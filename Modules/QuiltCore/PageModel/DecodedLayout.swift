/// A family paired with the options it decoded for one section: what a
/// ``LayoutSpec`` runs.
///
/// Families are generic over their options type, and a page mixes families,
/// so a section keeps its pair behind this class. Its one subclass is
/// generic over the family (``TypedDecodedLayout``) and calls the family
/// with its own options type, without an existential or a cast; a class is
/// the one type-erased form Embedded Swift compiles as well as the native
/// build, so both builds run this same code.
///
/// What every family shares (arrangement, inset, scrolling, the `maxDisplay`
/// cap) is read once, when the pair is made.
public class DecodedLayout: @unchecked Sendable {
    // Unchecked: every stored property is a `let` of a Sendable type, and
    // the one subclass adds only such `let`s; a non-final class cannot
    // declare that to the compiler.

    /// The family's name.
    public let familyName: String
    /// ``LayoutOptions/arrange``.
    public let arrange: Arrange
    /// ``LayoutOptions/inset``.
    public let inset: EdgeInsets
    /// ``LayoutOptions/scrolling``.
    public let scrolling: ScrollingBehavior
    /// ``LayoutOptions/maxDisplay``.
    public let maxDisplay: MaxDisplay?

    init(familyName: String, options: some LayoutOptions) {
        self.familyName = familyName
        arrange = options.arrange
        inset = options.inset
        scrolling = options.scrolling
        maxDisplay = options.maxDisplay
    }

    /// ``LayoutFamily/layout(_:options:)`` with the decoded options.
    func layout(_ input: SectionLayoutInput) -> SectionLayoutResult {
        SectionLayoutResult(itemFrames: [], height: 0)
    }

    /// ``LayoutFamily/extend(_:appendedFrom:input:options:)`` with the decoded options.
    func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput)
        -> Bool
    {
        false
    }

    /// ``LayoutFamily/sizeRuleParts(_:)`` with the decoded options.
    var sizeRuleParts: SizeRule.Parts { .all }

    /// True when `other` pairs a family of the same type with equal options.
    func hasSameOptions(as other: DecodedLayout) -> Bool { false }
}
