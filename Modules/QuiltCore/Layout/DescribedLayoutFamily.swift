/// A layout family that describes its options as JSON Schema, so that a
/// family registered in code is known to `quilt schema` — and through the
/// schema it prints, to editors' completion and checks — like a built-in one.
///
/// ```swift
/// extension CarouselLayout: DescribedLayoutFamily {
///     var optionsSchema: String {
///         #"{"type": "object", "properties": {"peek": {"type": "number", "minimum": 0}}}"#
///     }
/// }
/// ```
///
/// Built-in families keep theirs in `Schemas/layouts/<name>.schema.json`;
/// a file there wins over this property.
public protocol DescribedLayoutFamily: LayoutFamily {
    /// A JSON Schema (2020-12) object, as JSON text, for a `layout:` mapping
    /// of this family: its `properties` name the family's options (`kind`
    /// is added as the family's name, and keys the schema does not evaluate
    /// are refused). References resolve as from `Schemas/layouts/`, so
    /// `{"$ref": "common.schema.json#/$defs/inset"}` reuses Quilt's shared
    /// definitions (`arrange`, `inset`, `spacing`, `scrolling`, `maxDisplay`).
    var optionsSchema: String { get }
}
