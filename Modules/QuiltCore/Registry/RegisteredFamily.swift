/// A layout family as a ``Registry`` keeps it: its name, its options schema
/// when it describes one, and what decodes a `layout:` mapping into a
/// ``LayoutSpec``.
///
/// Registering a family wraps it here, generic code capturing its type, so
/// that families of every type share one stored type without an existential
/// (which Embedded Swift cannot store).
public final class RegisteredFamily: Sendable {
    /// The name pages use: `layout: {kind: <name>}`.
    public let name: String
    /// The family's options as JSON Schema, when it describes them
    /// (``DescribedLayoutFamily``).
    public let optionsSchema: String?
    private let decodeLayout: @Sendable (inout MappingReader, inout DecodingContext) -> DecodedLayout

    private init(
        name: String, optionsSchema: String?,
        decodeLayout: @escaping @Sendable (inout MappingReader, inout DecodingContext) -> DecodedLayout
    ) {
        self.name = name
        self.optionsSchema = optionsSchema
        self.decodeLayout = decodeLayout
    }

    /// Wraps `family`. (A static function rather than an initializer: Embedded
    /// Swift refuses generic initializers on classes.)
    public static func wrapping<F: LayoutFamily>(_ family: F, optionsSchema: String? = nil) -> RegisteredFamily {
        RegisteredFamily(name: family.name, optionsSchema: optionsSchema) { reader, context in
            TypedDecodedLayout(family: family, options: family.decodeOptions(&reader, context: &context))
        }
    }

    /// Decodes the family's options from `reader` into a spec named `name`.
    func decode(_ reader: inout MappingReader, name: String, location: SourceLocation, context: inout DecodingContext)
        -> LayoutSpec
    {
        LayoutSpec(decoded: decodeLayout(&reader, &context), name: name, location: location)
    }
}
