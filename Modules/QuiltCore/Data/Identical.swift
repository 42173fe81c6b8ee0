/// Whether two values are the same to the last bit, for code that lets one
/// copy of a large array stand for another (``PageSpec/shareItems(with:)``,
/// ``LayoutSnapshot/shareStorage(with:)``).
///
/// `==` is too loose for that: strings compare by canonical equivalence
/// (`"é"` precomposed equals `"e"` and a combining accent) and `0` equals
/// `-0`, yet each pair is written out differently. Here strings compare by
/// their UTF-8 bytes and numbers by their bit patterns, so a value taken for
/// another is drawn and written exactly as the one it replaces. Arrays held
/// in one buffer are identical at once, so comparing a shared array costs nothing.
package enum Identical {
    /// True when `lhs` and `rhs` are one buffer (same start, same count).
    @inline(__always)
    package static func buffers<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
        lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress && left.count == right.count }
        }
    }

    /// Makes `mine` `theirs` when the two are `identical` but not one
    /// buffer, so that they then share it; returns whether it did.
    @discardableResult
    package static func take<Element>(
        _ mine: inout [Element], from theirs: [Element], _ identical: ([Element], [Element]) -> Bool
    ) -> Bool {
        guard !buffers(mine, theirs), identical(mine, theirs) else { return false }
        mine = theirs
        return true
    }

    /// The same UTF-8 bytes.
    @inline(__always)
    package static func strings(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// The same bit patterns, in order.
    package static func numbers(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if buffers(lhs, rhs) { return true }
        for index in lhs.indices where lhs[index].bitPattern != rhs[index].bitPattern { return false }
        return true
    }

    /// The same frames, each edge to the bit.
    package static func rects(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if buffers(lhs, rhs) { return true }
        for index in lhs.indices where !rect(lhs[index], rhs[index]) { return false }
        return true
    }

    @inline(__always)
    static func rect(_ lhs: Rect, _ rhs: Rect) -> Bool {
        lhs.x.bitPattern == rhs.x.bitPattern && lhs.y.bitPattern == rhs.y.bitPattern
            && lhs.width.bitPattern == rhs.width.bitPattern && lhs.height.bitPattern == rhs.height.bitPattern
    }

    /// The same strings, in order.
    package static func strings(_ lhs: [String], _ rhs: [String]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if buffers(lhs, rhs) { return true }
        for index in lhs.indices where !strings(lhs[index], rhs[index]) { return false }
        return true
    }

    /// The same values, in order.
    package static func values(_ lhs: [DataValue], _ rhs: [DataValue]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if buffers(lhs, rhs) { return true }
        for index in lhs.indices where !lhs[index].isIdentical(to: rhs[index]) { return false }
        return true
    }

    /// The same items, in order: identities, data and locations.
    package static func items(_ lhs: [Item], _ rhs: [Item]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if buffers(lhs, rhs) { return true }
        for index in lhs.indices {
            let left = lhs[index]
            let right = rhs[index]
            guard strings(left.id, right.id), left.location == right.location, left.data.isIdentical(to: right.data)
            else { return false }
        }
        return true
    }
}

extension DataValue {
    /// True when `other` is this value to the last bit: the same kind, numbers
    /// with the same bit pattern, strings with the same UTF-8 bytes, object
    /// members in the same order (``Identical``).
    package func isIdentical(to other: DataValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left.bitPattern == right.bitPattern
        case (.string(let left), .string(let right)): Identical.strings(left, right)
        case (.array(let left), .array(let right)): Identical.values(left, right)
        case (.object(let left), .object(let right)): left.isIdentical(to: right)
        default: false
        }
    }
}

extension DataObject {
    /// The same members in the same order, each identical (``Identical``).
    package func isIdentical(to other: DataObject) -> Bool {
        guard members.count == other.members.count else { return false }
        if Identical.buffers(members, other.members) { return true }
        for index in members.indices {
            let left = members[index]
            let right = other.members[index]
            guard Identical.strings(left.key, right.key), left.value.isIdentical(to: right.value) else { return false }
        }
        return true
    }
}
