extension ConfigNode {
    /// The deepest node along `pointer` that exists: the node the pointer
    /// names, or the last mapping or sequence on the way to it. Diagnostics
    /// about data use it to point at the offending field, or at the nearest
    /// enclosing value when the field is missing.
    public func nearestNode(at pointer: JSONPointer) -> ConfigNode {
        var current = self
        for token in pointer.tokens {
            switch current.value {
            case .mapping(let pairs):
                guard let next = pairs.first(where: { $0.key.scalarText == token })?.value else { return current }
                current = next
            case .sequence(let elements):
                guard let index = JSONPointer.index(token), index < elements.count else { return current }
                current = elements[index]
            case .scalar:
                return current
            }
        }
        return current
    }
}
