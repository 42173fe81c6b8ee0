import QuiltCore

/// A kind of decoration contents — `color`, `image`, `gradient`, or one of
/// yours: a plugin looked up by name in a ``DecorationContentsRegistry``.
///
/// Pages name it inside `contents:`, beside an optional `shadow`:
///
/// ```yaml
/// decoration:
///   contents: {pattern: {stripes: 8, color: "#ff9e5c"}}
/// ```
///
/// To add one, conform a type and register it:
///
/// ```swift
/// struct PatternContents: DecorationContentsKind {
///     let name = "pattern"
///     func decode(_ node: ConfigNode, context: inout DecodingContext) -> Pattern? { … }
///     func attributes(for value: Pattern) -> [String: DataValue] { … }
/// }
/// var registry = Registry.standard
/// try registry.register(decorationContents: PatternContents())
/// ```
public protocol DecorationContentsKind: Sendable {
    /// The decoded value of the kind's key.
    associatedtype Value: Sendable

    /// The key pages use inside `contents:`.
    var name: String { get }

    /// Reads the kind's value (what follows `name:`). Problems are recorded in
    /// `context` at the offending node; return nil after recording one.
    func decode(_ node: ConfigNode, context: inout DecodingContext) -> Value?

    /// What the value adds to each decoration element's attributes. Use the
    /// keys of ``DecorationAttribute`` for anything renderers should draw (a
    /// `color` is the fill renderers fall back to); other keys pass through to
    /// the layout JSON.
    func attributes(for value: Value) -> [String: DataValue]
}
