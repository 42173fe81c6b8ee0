/// A page attachment of any type (what a ``PageExtension`` decoded), as a
/// ``PageSpec`` keeps it; ``value(as:)`` gets it back as its own type.
public struct AnyPageAttachment: Sendable {
    let storage: PageAttachmentStorage

    /// Wraps `value`.
    public init<A: Sendable>(_ value: A) {
        storage = TypedPageAttachmentStorage(value)
    }

    /// The value, when it is an `A`.
    public func value<A: Sendable>(as type: A.Type) -> A? {
        TypedPageAttachmentStorage<A>.cast(storage)?.value
    }
}

/// The class behind ``AnyPageAttachment``: a class cast is how Embedded
/// Swift, like the native build, gets a value of a known type back.
class PageAttachmentStorage: @unchecked Sendable {
    // Unchecked: the one subclass keeps a single `let` of a Sendable type.
}

/// An attachment of type `A`.
final class TypedPageAttachmentStorage<A: Sendable>: PageAttachmentStorage, @unchecked Sendable {
    let value: A

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: PageAttachmentStorage) -> TypedPageAttachmentStorage<A>? {
        let make: (A) -> TypedPageAttachmentStorage<A> = { TypedPageAttachmentStorage<A>($0) }
        _ = make
        return object as? TypedPageAttachmentStorage<A>
    }

    init(_ value: A) {
        self.value = value
    }
}
