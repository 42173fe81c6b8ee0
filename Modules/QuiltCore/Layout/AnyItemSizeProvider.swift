/// An item size provider written in code, of any type: the value behind
/// ``ItemSizes/provider(_:)``.
///
/// The provider lives in a class whose one subclass is generic over its
/// type, so that measuring and comparing reach it as its own type in the
/// native build and in Embedded Swift alike.
public struct AnyItemSizeProvider: ItemSizeProvider {
    let storage: ItemSizeProviderStorage

    /// Wraps `provider`.
    public init<P: ItemSizeProvider>(_ provider: P) {
        storage = TypedItemSizeProviderStorage(provider)
    }

    /// The provider, when it is a `P`.
    public func provider<P: ItemSizeProvider>(as type: P.Type) -> P? {
        TypedItemSizeProviderStorage<P>.cast(storage)?.provider
    }

    /// The wrapped provider's measure.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        storage.measure(item, at: index, available: available)
    }

    /// ``ItemSizes/provider(_:)`` of itself.
    public var itemSizes: ItemSizes { .provider(self) }

    /// Equal when both wrap providers of one type that are equal.
    public static func == (lhs: AnyItemSizeProvider, rhs: AnyItemSizeProvider) -> Bool {
        lhs.storage.isEqual(to: rhs.storage)
    }
}

/// The class behind ``AnyItemSizeProvider``.
class ItemSizeProviderStorage: @unchecked Sendable {
    // Unchecked: the one subclass keeps a single `let` of a Sendable type.

    func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure { .unspecified }

    func isEqual(to other: ItemSizeProviderStorage) -> Bool { false }
}

/// A provider of type `P`.
final class TypedItemSizeProviderStorage<P: ItemSizeProvider>: ItemSizeProviderStorage, @unchecked Sendable {
    let provider: P

    /// `object` as this class, or nil.
    ///
    /// Every cast to this class goes through here: Embedded Swift emits a
    /// generic class's specialised metadata lazily, and a module that casts
    /// to a specialisation it never creates crashes the compiler (Swift
    /// 6.3). Naming the initializer here makes every caller's module
    /// create it.
    static func cast(_ object: ItemSizeProviderStorage) -> TypedItemSizeProviderStorage<P>? {
        let make: (P) -> TypedItemSizeProviderStorage<P> = { TypedItemSizeProviderStorage<P>($0) }
        _ = make
        return object as? TypedItemSizeProviderStorage<P>
    }

    init(_ provider: P) {
        self.provider = provider
    }

    override func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        provider.measure(item, at: index, available: available)
    }

    override func isEqual(to other: ItemSizeProviderStorage) -> Bool {
        guard let other = TypedItemSizeProviderStorage<P>.cast(other) else { return false }
        return other.provider == provider
    }
}
