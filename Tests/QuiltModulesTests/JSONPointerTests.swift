import QuiltCore
@testable import QuiltModules
import Testing
import QuiltTestSupport

@Suite("JSON pointers (RFC 6901)")
struct JSONPointerTests {
    /// RFC 6901 §5's document.
    let document = DataValue.object([
        "foo": .array([.string("bar"), .string("baz")]),
        "": .number(0), "a/b": .number(1), "c%d": .number(2), "e^f": .number(3), "g|h": .number(4),
        "i\\j": .number(5), "k\"l": .number(6), " ": .number(7), "m~n": .number(8),
    ])

    static let resolvesTheRFCExamplesCases: [(pointer: String, expected: DataValue)] = [
        ("/foo/0", DataValue.string("bar")), ("/", .number(0)), ("/a~1b", .number(1)), ("/c%d", .number(2)),
        ("/e^f", .number(3)), ("/g|h", .number(4)), ("/i\\j", .number(5)), ("/k\"l", .number(6)),
        ("/ ", .number(7)), ("/m~0n", .number(8)), ("/foo/1", .string("baz")),
    ]

    @Test func resolvesTheRFCExamples() async throws {
        try await withEvery("case", in: Self.resolvesTheRFCExamplesCases) { pointer, expected throws in
            #expect(try JSONPointer(parsing: pointer).resolve(in: document) == expected)
        }
    }

    @Test func emptyPointerIsTheWholeDocument() throws {
        #expect(try JSONPointer(parsing: "").resolve(in: document) == document)
        #expect(JSONPointer.root.description == "")
    }

    @Test func tildeOneIsUnescapedBeforeTildeZero() throws {
        // `~01` is `~1` (a tilde then 1), not `/`.
        #expect(try JSONPointer(parsing: "/~01").tokens == ["~1"])
        #expect(JSONPointer(tokens: ["~1", "a/b"]).description == "/~01/a~1b")
    }

    @Test(arguments: ["/foo/2", "/foo/-", "/foo/01", "/foo/+1", "/nope", "/foo/0/deeper", "/a~1b/x"])
    func addressesNothing(pointer: String) throws {
        #expect(try JSONPointer(parsing: pointer).resolve(in: document) == nil)
    }

    @Test(arguments: ["foo", "~1", "/a~", "/a~2b", "/~x"])
    func rejectsMalformedText(text: String) {
        #expect(throws: JSONPointer.SyntaxError.self) { try JSONPointer(parsing: text) }
    }

    @Test func descriptionRoundTrips() throws {
        for text in ["/data/list", "/a~1b/m~0n", "/0/1", "/", ""] {
            #expect(try JSONPointer(parsing: text).description == text)
        }
    }
}

@Suite("JSON bodies")
struct JSONBodyTests {
    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        let value = try JSONBody.decode(Data(#"{"a": [true, false, 0, 1, 2.5, null, "x", {"b": []}]}"#.utf8))
        #expect(
            value
                == .object([
                    "a": .array([
                        .bool(true), .bool(false), .number(0), .number(1), .number(2.5), .null, .string("x"),
                        .object(["b": .array([])]),
                    ])
                ]))
    }

    @Test func scalarsAtTheTopAreAccepted() throws {
        #expect(try JSONBody.decode(Data("42".utf8)) == .number(42))
    }

    @Test(arguments: ["", "{", "<html></html>", "{\"a\": }", "[1 2]"])
    func notJSONIsAnError(text: String) {
        #expect(throws: JSONBody.Failure.self) { try JSONBody.decode(Data(text.utf8)) }
    }

    @Test func aBodyOverTheLimitIsRefused() {
        #expect(throws: JSONBody.Failure.tooLarge(limit: 10)) {
            try JSONBody.decode(Data("[1,2,3,4,5,6,7,8]".utf8), limit: 10)
        }
    }
}

import Foundation
