/// A page extension as a ``Registry`` keeps it: its key, and what decodes
/// and checks that key, reaching the extension as its own type.
public class RegisteredPageExtension: @unchecked Sendable {
    // Unchecked: stored properties are `let`s of Sendable types, here and in
    // the one subclass; a non-final class cannot declare that.

    /// The page key it handles.
    public let key: String

    init(key: String) {
        self.key = key
    }

    /// Decodes the key's value into an attachment.
    func decode(_ node: ConfigNode, context: inout DecodingContext) -> AnyPageAttachment? { nil }

    /// Checks the page against the decoded attachment (nil when the page
    /// does not write the key).
    func check(_ attachment: AnyPageAttachment?, page: PageSpec, node: ConfigNode, context: inout DecodingContext) {}

    /// The extension, when it is an `E`.
    public final func handler<E: PageExtension>(as type: E.Type) -> E? {
        TypedPageExtension<E>.cast(self)?.handler
    }
}

/// A registered extension of type `E`.
final class TypedPageExtension<E: PageExtension>: RegisteredPageExtension, @unchecked Sendable {
    let handler: E

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: RegisteredPageExtension) -> TypedPageExtension<E>? {
        let make: (E) -> TypedPageExtension<E> = { TypedPageExtension<E>($0) }
        _ = make
        return object as? TypedPageExtension<E>
    }

    init(_ handler: E) {
        self.handler = handler
        super.init(key: handler.key)
    }

    override func decode(_ node: ConfigNode, context: inout DecodingContext) -> AnyPageAttachment? {
        handler.decode(node, context: &context).map { AnyPageAttachment($0) }
    }

    override func check(
        _ attachment: AnyPageAttachment?, page: PageSpec, node: ConfigNode, context: inout DecodingContext
    ) {
        handler.check(attachment?.value(as: E.Attachment.self), page: page, node: node, context: &context)
    }
}
