/// One field a component kind's items carry: its name, type, whether it is
/// required, and a default filled in when an item leaves it out.
public struct ComponentField: Hashable, Sendable {
    /// The data field's name.
    public var name: String
    /// What its values must be.
    public var type: FieldType
    /// Whether an item without it (and without a default) is a problem.
    public var required: Bool
    /// The value used when an item leaves the field out or writes null.
    public var defaultValue: DataValue?
    /// What the field holds, for schemas and docs.
    public var description: String?
    /// Where the field was declared.
    public var location: SourceLocation

    /// Creates a field.
    public init(
        name: String, type: FieldType, required: Bool = false, defaultValue: DataValue? = nil,
        description: String? = nil, location: SourceLocation = .unknown
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.defaultValue = defaultValue
        self.description = description
        self.location = location
    }
}
