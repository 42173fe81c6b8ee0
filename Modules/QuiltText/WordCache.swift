import QuiltCore

/// Measured words by their bytes: an open-addressing hash table over a byte
/// arena, so that looking a word up costs one hash of its bytes, a probe or
/// two and one comparison, with no allocation.
///
/// A lookup touches as little memory as it can, because a feed's words are
/// looked up between reads of its items, which push the table out of the
/// processor's caches: the slot table grows with the words kept (not with
/// the capacity), a slot holds part of its word's hash beside the word's
/// index, and a record keeps a word's first eight bytes beside its
/// measure, so a word of up to eight bytes is found with two reads.
///
/// Words longer than ``maximumWordLength`` bytes are not kept. When the
/// table holds ``capacity`` words it is emptied and starts again, which
/// bounds its memory whatever text passes through it.
///
/// Not thread-safe: its owner locks around every use.
final class WordCache {
    /// What is kept per word.
    struct Entry {
        var word: ShapedWord
        /// Index into `breakLists` when the word has breaks inside, else -1.
        var breaks: Int32
    }

    /// A kept word: its key and its entry, read together.
    private struct Record {
        /// The word's first eight bytes, zero beyond its end.
        var head: UInt64
        var keyStart: Int32
        var keyLength: Int32
        var entry: Entry
    }

    /// The most words kept before the table is emptied.
    let capacity: Int
    /// The longest word kept, in bytes.
    static let maximumWordLength = 64
    /// The fewest slots the table has.
    private static let minimumSlots = 256

    /// Per slot: 0 when empty, else the top half of the word's hash over
    /// its record's index plus one.
    private var slots: UnsafeMutablePointer<UInt64>
    private var slotMask: Int
    private let hashes: UnsafeMutablePointer<UInt64>
    private let records: UnsafeMutablePointer<Record>
    private let arena: UnsafeMutablePointer<UInt8>
    private var breakLists: [[WordBreak]] = []
    private(set) var count = 0
    private var arenaUsed = 0

    /// An empty cache for up to `capacity` words.
    init(capacity: Int = 1 << 16) {
        self.capacity = max(16, capacity)
        slotMask = Self.minimumSlots - 1
        slots = .allocate(capacity: Self.minimumSlots)
        slots.initialize(repeating: 0, count: Self.minimumSlots)
        hashes = .allocate(capacity: self.capacity)
        records = .allocate(capacity: self.capacity)
        arena = .allocate(capacity: self.capacity * Self.maximumWordLength)
    }

    deinit {
        slots.deallocate()
        hashes.deallocate()
        records.deallocate()
        arena.deallocate()
    }

    /// The entry for `word`, if kept.
    @inline(__always)
    func lookup(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Entry? {
        guard let base = word.baseAddress else { return nil }
        let tag = hash >> 32
        let head = Self.head(of: word)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let value = slots[slot]
            if value == 0 { return nil }
            if value >> 32 == tag {
                let record = records + Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
                if record.pointee.head == head, Int(record.pointee.keyLength) == word.count,
                    word.count <= 8 || Self.equal(arena + Int(record.pointee.keyStart) + 8, base + 8, word.count - 8)
                {
                    return record.pointee.entry
                }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Keeps `word` (not already kept) with its measure and breaks.
    func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, shaped: ShapedWord, breaks: [WordBreak]?) {
        guard word.count <= Self.maximumWordLength, let base = word.baseAddress else { return }
        if count == capacity { removeAll() }
        if (count + 1) * 2 > slotMask + 1 { growSlots() }
        let index = count
        count += 1
        hashes[index] = hash
        (arena + arenaUsed).update(from: base, count: word.count)
        var listIndex: Int32 = -1
        if let breaks {
            listIndex = Int32(breakLists.count)
            breakLists.append(breaks)
        }
        (records + index).initialize(
            to: Record(
                head: Self.head(of: word), keyStart: Int32(arenaUsed), keyLength: Int32(word.count),
                entry: Entry(word: shaped, breaks: listIndex)))
        arenaUsed += word.count
        place(index)
    }

    /// The breaks kept for an entry.
    func breaks(of entry: Entry) -> [WordBreak] {
        entry.breaks >= 0 ? breakLists[Int(entry.breaks)] : []
    }

    /// Forgets every word.
    func removeAll() {
        slots.update(repeating: 0, count: slotMask + 1)
        breakLists.removeAll(keepingCapacity: true)
        count = 0
        arenaUsed = 0
    }

    /// Puts the record at `index` in the first free slot from its hash's.
    private func place(_ index: Int) {
        let hash = hashes[index]
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while slots[slot] != 0 { slot = (slot + 1) & slotMask }
        slots[slot] = (hash >> 32) << 32 | UInt64(index + 1)
    }

    /// Doubles the slot table and places every kept word again.
    private func growSlots() {
        let slotCount = (slotMask + 1) * 2
        slots.deallocate()
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        slotMask = slotCount - 1
        for index in 0..<count { place(index) }
    }

    /// The first eight bytes of `word`, little-endian, zero beyond its end.
    @inline(__always)
    private static func head(of word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = word.baseAddress else { return 0 }
        if word.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
        return packed(base, count: word.count)
    }

    /// The `count` (under eight) bytes at `base` as one little-endian word,
    /// zero above them.
    @inline(__always)
    private static func packed(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<count { word |= UInt64(base[index]) << (8 * UInt64(index)) }
        return word
    }

    /// Whether the `count` bytes at `left` and `right` are equal: eight at
    /// a time, as the short words looked up here are compared faster than
    /// a call to `memcmp` would.
    @inline(__always)
    private static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while count - index >= 8 {
            let a = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
            if a != b { return false }
            index += 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// A 64-bit hash of `bytes`, eight at a time.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        guard let base = bytes.baseAddress else { return hash }
        var index = 0
        let count = bytes.count
        while count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        if index < count {
            hash = (hash ^ packed(base + index, count: count - index)) &* multiplier
            hash ^= hash >> 29
        }
        return (hash ^ (hash >> 32)) &* multiplier
    }
}
