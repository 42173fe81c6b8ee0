extension Diff {
    /// How the matching hashes identities: `hashValue`, or for strings a
    /// quicker hash of their bytes.
    ///
    /// Most of an identity diff of strings went into `Hasher` (SipHash-1-3
    /// plus the normalisation checks of `String.hash(into:)`). The quick hash
    /// reads the string's UTF-8 a word at a time, with a per-process seed, and
    /// only vouches for ASCII strings: two ASCII strings are `==` exactly when
    /// their bytes are, but a non-ASCII string may equal a string with other
    /// bytes (canonical equivalence: "\u{212A}" == "K"). So the quick hash
    /// answers nil for anything else, and the matching then starts over with
    /// `hashValue` for every identity; it does the same when the table's
    /// probing runs far past what random hashes cause (see
    /// ``IdentityTable/steps``), so crafted identities cannot make it quadratic.
    @usableFromInline
    struct Hashing {
        /// Whether string identities take the quick hash.
        @usableFromInline let quick: Bool
        /// The quick hash's seed.
        @usableFromInline let seed: UInt64

        /// `hashValue` for everything.
        @inlinable
        static var standard: Hashing { Hashing(quick: false, seed: 0) }

        /// The quick hash when the identities are strings (`sample` is one of
        /// them, nil when there are none), `hashValue` for others.
        ///
        /// Asked of a value rather than its type: a cast of a value whose
        /// type is known after specialisation is what Embedded Swift allows,
        /// and a comparison of metatypes is not.
        @inlinable
        static func preferred<Identity: Hashable>(forIdentitiesLike sample: Identity?) -> Hashing {
            guard let sample, sample is String else { return standard }
            return Hashing(quick: true, seed: processSeed)
        }

        /// Chosen once per process, as `Hasher`'s seed is.
        @usableFromInline
        static let processSeed = UInt64.random(in: .min ... .max)

        @inlinable
        init(quick: Bool, seed: UInt64) {
            self.quick = quick
            self.seed = seed
        }

        /// The hash of `identity`, or nil when the quick hash cannot vouch for
        /// it (the caller starts over with ``standard``).
        @inlinable
        func hash<Identity: Hashable>(_ identity: Identity) -> Int? {
            if quick, let string = identity as? String { return Self.quickHash(string, seed: seed) }
            return identity.hashValue
        }

        /// A seeded hash of an ASCII string's bytes (a multiply–xorshift per
        /// 8-byte word, then SplitMix64's finaliser so that every bit is mixed);
        /// nil when a byte is not ASCII or the string has no contiguous UTF-8.
        @inlinable
        static func quickHash(_ string: String, seed: UInt64) -> Int? {
            let hash = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                let raw = UnsafeRawBufferPointer(bytes)
                let count = raw.count
                var state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
                var bits: UInt64 = 0
                func mix(_ word: UInt64) {
                    bits |= word
                    state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
                    state ^= state >> 31
                }
                var offset = 0
                while offset + 8 <= count {
                    mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                // The last partial word, read so that every byte counts once
                // at least (the length, mixed in first, tells overlaps apart).
                if offset < count {
                    if count >= 8 {
                        mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                    } else if count >= 4 {
                        let first = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                        let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                        mix(first << 32 | last)
                    } else {
                        mix(UInt64(raw[0]) << 16 | UInt64(raw[count / 2]) << 8 | UInt64(raw[count - 1]))
                    }
                }
                guard bits & 0x8080_8080_8080_8080 == 0 else { return nil }
                state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
                state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int(truncatingIfNeeded: state ^ (state >> 31))
            }
            return hash ?? nil
        }
    }
}
