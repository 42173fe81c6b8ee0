import Foundation
import QuiltCore
import QuiltFiles

extension FileResponseCache {
    /// One reader's hold on a ``FileResponseCache``: the files it read stay
    /// kept until it ends.
    public final class Lease: @unchecked Sendable {
        let cache: FileResponseCache
        // Guards `held` and `ended`.
        private let lock = NSLock()
        private var held: Set<Key> = []
        private var ended = false

        init(cache: FileResponseCache) {
            self.cache = cache
        }

        deinit {
            end()
        }

        /// Lets go of every file this lease read; later reads parse anew and
        /// keep nothing. Ending twice does nothing more.
        public func end() {
            let keys: Set<Key> = lock.withLock {
                guard !ended else { return [] }
                ended = true
                defer { held = [] }
                return held
            }
            cache.release(keys)
        }

        /// The value of the file at `path`, read with `limit`: the one kept
        /// while the file keeps its version, else `parse()`'s, then kept.
        /// A file whose version changed while it was parsed is not kept.
        ///
        /// The lease's lock is held while the cache counts a hold, so that a
        /// lease ending meanwhile never leaves a hold counted that it does
        /// not release; files are read and parsed with no lock held.
        func value(
            ofFile path: String, limit: Int, parse: () throws(RequestError) -> DataValue
        ) throws(RequestError) -> DataValue {
            let key = Key(path: path, limit: limit)
            guard let version = FileVersion(of: path) else { return try parse() }
            let kept: DataValue? = lock.withLock {
                let hold = !ended && !held.contains(key)
                guard let value = cache.value(for: key, at: version, hold: hold) else { return nil }
                if hold { held.insert(key) }
                return value
            }
            if let kept { return kept }
            let value = try parse()
            let stable = FileVersion(of: path) == version
            lock.withLock {
                let hold = !ended && !held.contains(key)
                if cache.store(value, for: key, at: version, stable: stable, hold: hold) { held.insert(key) }
            }
            return value
        }
    }
}
