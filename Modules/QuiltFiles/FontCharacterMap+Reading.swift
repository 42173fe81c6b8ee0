extension FontCharacterMap {
    /// Big-endian reads from a font file, nil past its end.
    struct Bytes {
        let data: [UInt8]

        func u16(at offset: Int) -> Int? {
            guard offset >= 0, offset <= data.count - 2 else { return nil }
            return Int(data[offset]) << 8 | Int(data[offset + 1])
        }

        func u32(at offset: Int) -> UInt32? {
            guard offset >= 0, offset <= data.count - 4 else { return nil }
            return data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }

        func tag(at offset: Int) -> String? {
            guard offset >= 0, offset <= data.count - 4 else { return nil }
            return String(decoding: data[offset..<offset + 4], as: UTF8.self)
        }
    }

    /// Sorted, disjoint ranges from code points and ranges added in any order.
    struct RangeBuilder {
        private var added: [ClosedRange<UInt32>] = []

        mutating func add(_ code: UInt32) {
            if let last = added.last, last.upperBound &+ 1 == code, last.lowerBound <= code {
                added[added.count - 1] = last.lowerBound...code
            } else {
                added.append(code...code)
            }
        }

        mutating func add(range: ClosedRange<UInt32>) {
            added.append(range)
        }

        /// The ranges added, sorted and merged where they touch or overlap.
        var ranges: [ClosedRange<UInt32>] {
            var merged: [ClosedRange<UInt32>] = []
            for range in added.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            return merged
        }
    }
}
