import Foundation
import QuiltCore
import QuiltFiles

/// Parsed data files shared by the loaders that read them.
///
/// Each live preview session loads its page with a loader of its own, and
/// sessions on one page read the same data files. Each used to parse its
/// own copy: twenty sessions on a page of 100,000 items kept twenty copies
/// of the items' data. Through a cache the preview site holds, a loader is
/// given the value parsed before while the file keeps its ``FileVersion``,
/// so the sessions' items share their data's storage. A file that changed
/// is parsed again, and the new value replaces the old.
///
/// Entries are held by leases: a session takes one (``lease()``) for all
/// its loaders, and an entry is dropped when the last lease that read it
/// ends, so a page nobody previews keeps nothing in memory.
public final class FileResponseCache: @unchecked Sendable {
    /// A file as read: its path (after lookup) and the byte limit it was read with.
    struct Key: Hashable {
        var path: String
        var limit: Int
    }

    /// A parsed file and the leases holding it.
    struct Entry {
        var version: FileVersion
        var value: DataValue
        var holders: Int
    }

    // Guards `entries` and `parses`; never held while a file is read or parsed.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var parses = 0

    /// An empty cache.
    public init() {}

    /// A lease for one reader (a preview session), to give its loaders'
    /// transports; ``Lease/end()`` it, or let it go, when the reader closes.
    public func lease() -> Lease { Lease(cache: self) }

    /// The files kept.
    public var count: Int { lock.withLock { entries.count } }

    /// The files parsed since the cache was made (each read that found no
    /// usable entry).
    public var parseCount: Int { lock.withLock { parses } }

    /// The value kept for `key` at `version`, held for one more lease when `hold`.
    func value(for key: Key, at version: FileVersion, hold: Bool) -> DataValue? {
        lock.withLock {
            guard let entry = entries[key], entry.version == version else { return nil }
            if hold { entries[key]?.holders += 1 }
            return entry.value
        }
    }

    /// Counts a parse of `key` at `version` and keeps its `value` when
    /// `stable` (the file kept its version while it was read), replacing an
    /// older version. Returns whether the value is kept and counted as held
    /// for one more lease, which `hold` asks.
    func store(_ value: DataValue, for key: Key, at version: FileVersion, stable: Bool, hold: Bool) -> Bool {
        lock.withLock {
            parses += 1
            let holders = (entries[key]?.holders ?? 0) + (hold ? 1 : 0)
            // A file no lease holds (all ended while it was parsed) is not kept.
            guard stable, holders > 0 else { return false }
            entries[key] = Entry(version: version, value: value, holders: holders)
            return hold
        }
    }

    /// Lets go of `keys` for one lease; entries no lease holds are dropped.
    func release(_ keys: Set<Key>) {
        lock.withLock {
            for key in keys {
                guard let holders = entries[key]?.holders else { continue }
                if holders <= 1 { entries[key] = nil } else { entries[key]?.holders = holders - 1 }
            }
        }
    }
}
