/// A layout family: a named plugin that decodes its options from config and
/// computes the frames of one section's items.
///
/// Core never names a family; pages reach one through the ``Registry`` by
/// `layout: {kind: name}`. To add a family, conform a type and register it:
///
/// ```swift
/// struct Carousel: LayoutFamily {
///     struct Options: LayoutOptions { … }
///     let name = "carousel"
///     func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { … }
///     func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult { … }
/// }
/// try registry.register(family: Carousel())
/// ```
public protocol LayoutFamily: Sendable {
    /// The family's options type.
    associatedtype Options: LayoutOptions

    /// The name pages use: `layout: {kind: <name>}`.
    var name: String { get }

    /// Reads the family's options from the `layout:` mapping. The `kind` key is
    /// already accepted; the caller reports keys the family never asked for.
    /// Problems are recorded in `context` at the offending node; the result
    /// then falls back to defaults so layout can still proceed.
    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options

    /// The frames of the section's items, in section-local coordinates: the
    /// items area's top-left is (0, 0) and the area is `input.width` wide.
    /// Must be pure and deterministic.
    func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult

    /// Extends `result` in place after items were appended (load more), in
    /// time proportional to the appended items.
    ///
    /// `result` is this family's layout of `input.items[..<firstNewIndex]`
    /// (with its ``SectionLayoutResult/continuation``); `input.items` holds
    /// every item, old and new. On success `result` must equal what
    /// ``layout(_:options:)`` gives for the whole of `input`. Return false,
    /// leaving `result` untouched, when the family cannot extend it (the
    /// engine then lays the section out again). The default returns false.
    func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool

    /// The parts of a section's size rule (`size:`) this family reads with
    /// `options`; the section decoder warns `ineffective-option` about a
    /// part the rule has and the family does not read. The default is
    /// ``SizeRule/Parts/all``: a family that does not say is never warned about.
    func sizeRuleParts(_ options: Options) -> SizeRule.Parts
}

extension LayoutFamily {
    /// Families that do not implement appending are laid out again.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        false
    }

    /// Families that do not say which size parts they read are assumed to read them all.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts { .all }
}
