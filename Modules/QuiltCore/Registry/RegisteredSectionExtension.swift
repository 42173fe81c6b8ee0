/// A section extension as a ``Registry`` keeps it: its key, and what decodes
/// and checks that key, reaching the extension as its own type.
public class RegisteredSectionExtension: @unchecked Sendable {
    // Unchecked: stored properties are `let`s of Sendable types, here and in
    // the one subclass; a non-final class cannot declare that.

    /// The section key it handles.
    public let key: String

    init(key: String) {
        self.key = key
    }

    /// Decodes the key's value into an attachment.
    func decode(_ node: ConfigNode, context: inout DecodingContext) -> AnySectionAttachment? { nil }

    /// Checks a decoded attachment against its section.
    func check(_ attachment: AnySectionAttachment, of section: SectionSpec, context: inout DecodingContext) {}

    /// The extension, when it is an `E`.
    public final func handler<E: SectionExtension>(as type: E.Type) -> E? {
        TypedSectionExtension<E>.cast(self)?.handler
    }
}

/// A registered extension of type `E`.
final class TypedSectionExtension<E: SectionExtension>: RegisteredSectionExtension, @unchecked Sendable {
    let handler: E

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: RegisteredSectionExtension) -> TypedSectionExtension<E>? {
        let make: (E) -> TypedSectionExtension<E> = { TypedSectionExtension<E>($0) }
        _ = make
        return object as? TypedSectionExtension<E>
    }

    init(_ handler: E) {
        self.handler = handler
        super.init(key: handler.key)
    }

    override func decode(_ node: ConfigNode, context: inout DecodingContext) -> AnySectionAttachment? {
        handler.decode(node, context: &context).map { AnySectionAttachment($0) }
    }

    override func check(_ attachment: AnySectionAttachment, of section: SectionSpec, context: inout DecodingContext) {
        guard let value = attachment.value(as: E.Attachment.self) else { return }
        handler.check(value, of: section, context: &context)
    }
}
