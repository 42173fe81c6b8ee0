import Foundation
import QuiltCore

/// Measured words by their bytes: an open-addressing hash table over a byte
/// arena, so that looking a word up costs one hash of its bytes, a probe or
/// two and one comparison, with no allocation.
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

    /// The most words kept before the table is emptied.
    let capacity: Int
    /// The longest word kept, in bytes.
    static let maximumWordLength = 64

    private let slotMask: Int
    /// Per slot: the entry's index, or -1.
    private let slots: UnsafeMutablePointer<Int32>
    private let hashes: UnsafeMutablePointer<UInt64>
    private let keyStarts: UnsafeMutablePointer<Int32>
    private let keyLengths: UnsafeMutablePointer<Int32>
    private let entries: UnsafeMutablePointer<Entry>
    private let arena: UnsafeMutablePointer<UInt8>
    private var breakLists: [[WordBreak]] = []
    private(set) var count = 0
    private var arenaUsed = 0

    /// An empty cache for up to `capacity` words.
    init(capacity: Int = 1 << 16) {
        self.capacity = max(16, capacity)
        var slotCount = 1
        while slotCount < self.capacity * 2 { slotCount <<= 1 }
        slotMask = slotCount - 1
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
        hashes = .allocate(capacity: self.capacity)
        keyStarts = .allocate(capacity: self.capacity)
        keyLengths = .allocate(capacity: self.capacity)
        entries = .allocate(capacity: self.capacity)
        arena = .allocate(capacity: self.capacity * Self.maximumWordLength)
    }

    deinit {
        slots.deallocate()
        hashes.deallocate()
        keyStarts.deallocate()
        keyLengths.deallocate()
        entries.deallocate()
        arena.deallocate()
    }

    /// The entry for `word`, if kept.
    @inline(__always)
    func lookup(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Entry? {
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash, Int(keyLengths[index]) == word.count,
                let base = word.baseAddress, memcmp(arena + Int(keyStarts[index]), base, word.count) == 0
            {
                return entries[index]
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Keeps `word` (not already kept) with its measure and breaks.
    func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, shaped: ShapedWord, breaks: [WordBreak]?) {
        guard word.count <= Self.maximumWordLength, let base = word.baseAddress else { return }
        if count == capacity { removeAll() }
        let index = count
        count += 1
        hashes[index] = hash
        keyStarts[index] = Int32(arenaUsed)
        keyLengths[index] = Int32(word.count)
        (arena + arenaUsed).update(from: base, count: word.count)
        arenaUsed += word.count
        var listIndex: Int32 = -1
        if let breaks {
            listIndex = Int32(breakLists.count)
            breakLists.append(breaks)
        }
        entries[index] = Entry(word: shaped, breaks: listIndex)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
        slots[slot] = Int32(index)
    }

    /// The breaks kept for an entry.
    func breaks(of entry: Entry) -> [WordBreak] {
        entry.breaks >= 0 ? breakLists[Int(entry.breaks)] : []
    }

    /// Forgets every word.
    func removeAll() {
        slots.update(repeating: -1, count: slotMask + 1)
        breakLists.removeAll(keepingCapacity: true)
        count = 0
        arenaUsed = 0
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
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(base[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        return (hash ^ (hash >> 32)) &* multiplier
    }
}
