extension Array where Element == Diagnostic {
    /// The diagnostics sorted by location (ties keep their order), each
    /// distinct one once. A problem in a shared file — a layout preset or a
    /// component kind — is met again by every page and check passing through
    /// it; it is reported once.
    public func sortedByLocation() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map({ $0.element })
            .filter { seen.insert($0).inserted }
    }
}
