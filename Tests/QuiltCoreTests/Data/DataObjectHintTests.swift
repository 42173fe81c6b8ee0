import Testing
@testable import QuiltCore
import QuiltTestSupport

/// Reading a field at a remembered position gives what a search gives.
@Suite struct DataObjectHintTests {
    /// Keys that compare equal in different spellings (canonical
    /// equivalence, separately allocated long strings) and keys that differ.
    static let keys: [String] = [
        "w", "h", "title", "K", "\u{212A}", "é", "e\u{301}", "a-field-name-past-fifteen-bytes",
        String(repeating: "a-field-name-past-fifteen-bytes", count: 1), "x", "y", "z", "n1", "n2", "n3", "n4", "n5",
        "n6", "n7", "n8",
    ]

    static func value(_ random: inout SplitMix64) -> DataValue {
        switch random.next() % 7 {
        case 0: .number(Double(random.next() % 5))
        case 1: .number(.infinity)
        case 2: .string(String(random.next() % 4))
        case 3: .string("tall")
        case 4: .bool(true)
        case 5: .null
        default: .number(Double(random.next() % 1000) / 8)
        }
    }

    static func object(_ random: inout SplitMix64) -> DataObject {
        // Up to 24 members, so both small (linear) and large (sorted) objects occur.
        let count = Int(random.next() % 25)
        let members = (0..<count).map { _ in (keys[Int(random.next() % UInt64(keys.count))], value(&random)) }
        return DataObject(members)
    }

    @Test func hintedReadsAgreeWithSearchingReads() {
        var random = SplitMix64(seed: 0x5EED_0B1E)
        for _ in 0..<300 {
            let first = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
            let second = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
            // Hints carried over a run of objects, as a layout carries them over items.
            var hint = Int(random.next() % 30) - 5
            var hints = (Int(random.next() % 30) - 5, Int(random.next() % 30) - 5)
            for _ in 0..<8 {
                let object = Self.object(&random)
                let data = DataValue.object(object)
                let expected = (data.number(first), data.number(second))
                #expect(object.number(first, hint: &hint) == expected.0)
                let (one, two) = data.numbers(first, second, hints: &hints)
                #expect(one == expected.0 && two == expected.1)
                if let position = object.position(ofKey: first) {
                    #expect(hint == position)
                    #expect(hints.0 == position)
                }
            }
        }
    }

    @Test func nonObjectsHaveNoNumbers() {
        var hints = (0, 0)
        var hint = 3
        #expect(DataValue.string("w").number("w", hint: &hint) == nil)
        #expect(DataValue.null.numbers("w", "h", hints: &hints) == (nil, nil))
        #expect(hint == 3 && hints == (0, 0))
    }
}
