/// One element of a section's data: an identity and the data a component shows.
public struct Item: Hashable, Sendable, Identifiable {
    /// The item's identity within its section, used by the diff: the value of the
    /// identity field (`id` unless configured), or `#index` when the data has none.
    public var id: String
    /// The item's data.
    public var data: DataValue
    /// Where the item was written, for inline items (nil for loaded data).
    public var location: SourceLocation?

    /// Creates an item.
    public init(id: String, data: DataValue = .null, location: SourceLocation? = nil) {
        self.id = id
        self.data = data
        self.location = location
    }

    /// An item whose identity is read from `identityField` of `data`, falling
    /// back to `#index`.
    public init(data: DataValue, index: Int, identityField: String = "id", location: SourceLocation? = nil) {
        let identity = data[identityField].flatMap { value -> String? in
            switch value {
            case .string, .number, .bool: value.displayText
            default: nil
            }
        }
        self.init(id: identity ?? "#\(index)", data: data, location: location)
    }

    /// Identity and data decide equality; the location is provenance only.
    public static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id && lhs.data == rhs.data }

    /// Hashes identity and data.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(data)
    }
}
