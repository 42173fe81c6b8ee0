import Foundation
import QuiltCore
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    @Test func compactOutput() {
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("a")
        json.number(1.0)
        json.key("b")
        json.beginArray()
        json.number(2.5)
        json.string("x\"y\n\u{1}")
        json.null()
        json.bool(true)
        json.endArray()
        json.key("c")
        json.beginObject()
        json.endObject()
        json.endObject()
        #expect(json.output == #"{"a":1,"b":[2.5,"x\"y\n\u0001",null,true],"c":{}}"#)
    }

    @Test func prettyOutputParsesBack() throws {
        var json = JSONWriter()
        json.value(.object(["z": .array([.number(1), .object(["k": .string("v")])]), "a": .null]))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(parsed?["a"] is NSNull)
        #expect(json.output.hasPrefix("{\n  \"a\": null,\n  \"z\": ["))
    }

    @Test func numbersAreShortestAndFinite() {
        #expect(JSONWriter.format(12) == "12")
        #expect(JSONWriter.format(-0.5) == "-0.5")
        #expect(JSONWriter.format(.nan) == "null")
        #expect(JSONWriter.format(1e20) == "1e+20")
    }
}
