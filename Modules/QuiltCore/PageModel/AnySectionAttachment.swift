/// A section attachment of any type, as a ``SectionSpec`` keeps it.
///
/// The value lives in a class whose one subclass is generic over its type:
/// drawing and comparing reach the value as its own type, and
/// ``value(as:)`` gets it back with a class cast, all of which Embedded
/// Swift compiles as well as the native build.
public struct AnySectionAttachment: Sendable, Equatable {
    let storage: SectionAttachmentStorage

    /// Wraps `value`.
    public init<A: SectionAttachment>(_ value: A) {
        storage = TypedSectionAttachmentStorage(value)
    }

    /// The value, when it is an `A`.
    public func value<A: SectionAttachment>(as type: A.Type) -> A? {
        TypedSectionAttachmentStorage<A>.cast(storage)?.value
    }

    /// ``SectionAttachment/elements(for:)`` of the value.
    public func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        storage.elements(for: geometry)
    }

    /// Equal when both hold values of one type that are equal.
    public static func == (lhs: AnySectionAttachment, rhs: AnySectionAttachment) -> Bool {
        lhs.storage.isEqual(to: rhs.storage)
    }
}

/// The class behind ``AnySectionAttachment``.
class SectionAttachmentStorage: @unchecked Sendable {
    // Unchecked: the one subclass keeps a single `let` of a Sendable type.

    func elements(for geometry: SectionGeometry) -> [AttachedElement] { [] }

    func isEqual(to other: SectionAttachmentStorage) -> Bool { false }
}

/// An attachment of type `A`.
final class TypedSectionAttachmentStorage<A: SectionAttachment>: SectionAttachmentStorage, @unchecked Sendable {
    let value: A

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: SectionAttachmentStorage) -> TypedSectionAttachmentStorage<A>? {
        let make: (A) -> TypedSectionAttachmentStorage<A> = { TypedSectionAttachmentStorage<A>($0) }
        _ = make
        return object as? TypedSectionAttachmentStorage<A>
    }

    init(_ value: A) {
        self.value = value
    }

    override func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        value.elements(for: geometry)
    }

    override func isEqual(to other: SectionAttachmentStorage) -> Bool {
        guard let other = TypedSectionAttachmentStorage<A>.cast(other) else { return false }
        return other.value == value
    }
}
