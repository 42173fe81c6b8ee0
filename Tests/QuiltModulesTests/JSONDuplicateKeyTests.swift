import QuiltModules
import Testing

/// Keys written twice in one JSON object are found where they were written.
@Suite("Duplicate keys in JSON")
struct JSONDuplicateKeyTests {
    static func found(_ text: String) -> [String] {
        JSONDuplicateKey.find(in: Array(text.utf8)).map {
            "\($0.key) \($0.line):\($0.column) first \($0.firstLine):\($0.firstColumn)"
        }
    }

    @Test func repeatsInOneObjectAreFound() {
        #expect(Self.found(#"{"a": 1, "b": 2, "a": 3}"#) == ["a 1:18 first 1:2"])
        #expect(
            Self.found("{\n  \"list\": [\n    {\"id\": \"x\", \"title\": \"A\", \"title\": \"B\"}\n  ]\n}") == [
                "title 3:31 first 3:17"
            ])
        // Twice repeated: each repeat, against the first.
        #expect(Self.found(#"{"k": 1, "k": 2, "k": 3}"#) == ["k 1:10 first 1:2", "k 1:18 first 1:2"])
    }

    @Test func keysOfDifferentObjectsAndValuesAreNotRepeats() {
        #expect(Self.found(#"[{"a": 1}, {"a": 2}, {"b": {"a": "a"}, "a": ["a", "a"]}]"#).isEmpty)
        #expect(Self.found(#"{"a": "b", "b": "a", "c": {"c": {"c": 1}}}"#).isEmpty)
        #expect(Self.found(#"{"a\"b": 1, "a\\b": 2, "\"": 3, "x": "\"y\"", "y": 4}"#).isEmpty)
    }

    /// Escapes are decoded before keys are compared, and columns count characters.
    @Test func escapesAndWideCharacters() {
        #expect(Self.found(#"{"a": 1, "\u0061": 2}"#) == ["a 1:10 first 1:2"])
        #expect(Self.found(#"{"😀": 1, "\ud83d\ude00": 2}"#) == ["😀 1:10 first 1:2"])
        #expect(Self.found(#"{"é": "ü€", "é": 2}"#) == ["é 1:13 first 1:2"])
    }

    /// A minified document is one long line: columns are counted on, not from the line's start each time.
    @Test func aLongMinifiedDocumentIsScannedInOnePass() {
        let items = (0..<200_000).map { #"{"id":"i\#($0)","t":1}"# }.joined(separator: ",")
        let text = #"{"list":["# + items + #"],"list":0}"#
        let found = JSONDuplicateKey.find(in: Array(text.utf8))
        #expect(found.map(\.key) == ["list"])
        #expect(found.first?.column == text.count - 8)
    }
}
