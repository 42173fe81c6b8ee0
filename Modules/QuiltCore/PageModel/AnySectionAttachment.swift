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
        (storage as? TypedSectionAttachmentStorage<A>)?.value
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

    init(_ value: A) {
        self.value = value
    }

    override func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        value.elements(for: geometry)
    }

    override func isEqual(to other: SectionAttachmentStorage) -> Bool {
        guard let other = other as? TypedSectionAttachmentStorage<A> else { return false }
        return other.value == value
    }
}
