extension Diff {
    /// The diff's symbol table: open addressing (linear probing) from an
    /// identity's hash to one position of an element with that identity.
    ///
    /// A slot is one 64-bit word: the hash's upper 32 bits as a tag and the
    /// position plus one below (0 is empty). Probing compares tags first, so
    /// a probe reads one word, in one cache line, and asks the caller to
    /// compare identities only when the tags agree; no array of hashes or of
    /// identities is kept beside it. The table stays at most two-thirds full,
    /// so probing always reaches an empty slot.
    @usableFromInline
    struct IdentityTable {
        /// `tag << 32 | position + 1`, or 0 when empty.
        @usableFromInline var slots: [UInt64]
        /// `slots.count - 1` (a power of two minus one).
        @usableFromInline let mask: Int
        /// Slots stepped past so far, over every `find`. With random hashes
        /// and the table at most two-thirds full, a few per call on average.
        @usableFromInline var steps = 0

        /// A table for up to `count` positions (`count` below `UInt32.max`).
        @inlinable
        init(count: Int) {
            var capacity = 16
            while capacity < count + count / 2 { capacity <<= 1 }
            slots = Array(repeating: 0, count: capacity)
            mask = capacity - 1
        }

        /// The slot holding the position whose identity hashes to `hash` and
        /// satisfies `matches`, with that position; or the empty slot where it
        /// belongs, with -1.
        @inlinable @inline(__always)
        mutating func find(hash: Int, matches: (Int) -> Bool) -> (slot: Int, position: Int) {
            let tag = Self.tag(hash)
            var slot = hash & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return (slot, -1) }
                if entry >> 32 == tag {
                    let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if matches(position) { return (slot, position) }
                }
                slot = (slot + 1) & mask
                steps += 1
            }
        }

        /// The position stored in a slot that `find` found occupied.
        @inlinable
        func position(inSlot slot: Int) -> Int {
            Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        }

        /// Whether probing has gone far past what random hashes cause for
        /// `calls` calls of `find`: the hashes are not random for these identities.
        @inlinable
        func isDegenerate(calls: Int) -> Bool {
            steps > 16 * calls + 1024
        }

        /// Stores `position` in `slot`, for the identity that hashes to `hash`.
        @inlinable
        mutating func set(slot: Int, hash: Int, position: Int) {
            slots[slot] = Self.tag(hash) << 32 | UInt64(truncatingIfNeeded: position + 1)
        }

        /// The hash's upper 32 bits; the lower ones choose the slot. (0 where
        /// `Int` has 32 bits: every slot then asks for a comparison.)
        @inlinable
        static func tag(_ hash: Int) -> UInt64 {
            UInt64(truncatingIfNeeded: UInt(bitPattern: hash)) >> 32
        }
    }
}
