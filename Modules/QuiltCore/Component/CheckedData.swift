/// An item's data after a component kind reformed or checked it, and the
/// problems found. The value is always usable: problems never drop data.
public struct CheckedData: Hashable, Sendable {
    /// The resulting data.
    public var value: DataValue
    /// What was wrong, in field order.
    public var problems: [DataProblem]

    /// Creates a result.
    public init(value: DataValue, problems: [DataProblem] = []) {
        self.value = value
        self.problems = problems
    }
}
