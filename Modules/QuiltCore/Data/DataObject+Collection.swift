extension DataObject: RandomAccessCollection {
    /// Positions are offsets into the members, in written order.
    public typealias Index = Int

    /// The first member's position.
    @inlinable
    public var startIndex: Int { 0 }

    /// Past the last member.
    @inlinable
    public var endIndex: Int { members.count }

    /// The member at `position`: its key and value.
    @inlinable
    public subscript(position: Int) -> Member { members[position] }
}
