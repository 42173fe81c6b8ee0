import Foundation
import Quilt
import QuiltWasm
import Testing

/// The engine the WebAssembly module exports, driven natively: what it
/// answers, what it refuses, and that handles come back.
@Suite("WebAssembly engine")
struct WasmEngineTests {
    static let page = """
        page: shop
        sections:
          - id: tags
            layout: {kind: flex, itemHeight: 30, interitemSpacing: 8}
            size: {width: 60}
            items: [{id: a}, {id: b}, {id: c}]
          - id: feed
            layout: {kind: list, distribution: 2, itemRatio: {fraction: 0.5}}
            header: {title: Feed, height: 40, pinned: true}
            items: [{id: x}, {id: y}, {id: z}]
        """

    /// The JSON of `reply`, failing the test on a refusal.
    func answer(_ reply: WasmReply, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch reply {
        case .json(let text): return text
        case .refusal(let failure):
            Issue.record("refused: \(failure.message)", sourceLocation: sourceLocation)
            return ""
        }
    }

    /// The handle an answer names.
    func handle(in json: String) throws -> Int {
        let digits = try #require(json.split(separator: "\"handle\":").last?.prefix { $0.isNumber })
        return try #require(Int(digits))
    }

    /// An engine with `page` open as `p.yaml`, and the page's handle.
    func openedPage(_ text: String = page) throws -> (WasmEngine, Int) {
        let engine = WasmEngine()
        let project = try handle(in: answer(engine.handle(#"{"op":"project","files":{"p.yaml":\#(quoted(text))}}"#)))
        let page = try handle(in: answer(engine.handle(#"{"op":"page","project":\#(project),"path":"p.yaml"}"#)))
        return (engine, page)
    }

    func quoted(_ text: String) -> String {
        var writer = JSONWriter(pretty: false)
        writer.string(text)
        return writer.output
    }

    @Test func aPageLaysOutAsTheNativeLayoutJSONWritesIt() throws {
        let (engine, page) = try openedPage()
        let reply = answer(engine.handle(#"{"op":"layout","page":\#(page),"options":{"width":390}}"#))
        let file = PageFile.parse(Self.page, path: "p.yaml", registry: .engine)
        let spec = try #require(file.page)
        let native = LayoutJSON().encode(PageLayout.layout(spec, width: 390))
        #expect(reply == native)
    }

    @Test func snapshotsAnswerQueries() throws {
        let (engine, page) = try openedPage()
        let snapshot = try handle(
            in: answer(engine.handle(#"{"op":"snapshot","page":\#(page),"options":{"width":390}}"#)))
        let elements = answer(
            engine.handle(#"{"op":"elementsIn","snapshot":\#(snapshot),"rect":{"x":0,"y":0,"width":390,"height":60}}"#))
        #expect(elements.contains(#""item":"a""#))
        #expect(!elements.contains(#""item":"z""#))
        let pinned = answer(engine.handle(#"{"op":"pinnedHeaders","snapshot":\#(snapshot),"offset":200}"#))
        #expect(pinned.contains(#""section":"feed""#))
    }

    @Test func aModulePageDecodesWithoutLoading() throws {
        let (engine, page) = try openedPage(
            """
            page: feed
            module: {kind: single, request: {id: feed, url: feed.json}}
            sections: [{id: list, source: feed, size: {height: 40}}]
            """)
        let reply = answer(engine.handle(#"{"op":"layout","page":\#(page),"options":{"width":320,"compact":true}}"#))
        #expect(reply.contains(#""id":"list""#))
        let requests = answer(engine.handle(#"{"op":"requests","page":\#(page)}"#))
        #expect(
            requests
                == #"[{"id":"feed","module":"module","url":"feed.json","params":{},"items":"","paging":null,"timeout":null}]"#
        )
    }

    /// Requests a host can get wrong, each refused with a message naming what is wrong.
    static let refusals: [(request: String, says: String)] = [
        ("not json", "not JSON"),
        (#"{"op":"fly"}"#, "unknown op 'fly'"),
        (#"{}"#, "'op'"),
        (#"{"op":"page","project":99,"path":"p.yaml"}"#, "no open project 99"),
        (#"{"op":"layout","page":1.5}"#, "'page'"),
        (#"{"op":"dispose","handle":42}"#, "no open handle 42"),
        (#"{"op":"project","files":{"a.yaml":7}}"#, "'files.a.yaml'"),
        (#"{"op":"project","files":{},"projectFile":"quilt.yml"}"#, "'projectFile' names no file"),
    ]

    @Test(arguments: refusals) func aBadRequestIsRefusedWithAMessage(request: String, says: String) {
        let engine = WasmEngine()
        guard case .refusal(let failure) = engine.handle(request) else {
            Issue.record("\(request) was answered")
            return
        }
        #expect(failure.message.contains(says), "\(failure.message)")
        #expect(engine.openHandleCount == 0)
    }

    /// Layout options out of their ranges, each refused on an open page.
    static let badOptions: [(options: String, says: String)] = [
        (#"{"width":-1}"#, "'width'"),
        (#"{"width":1e300}"#, "'width'"),
        (#"{"width":"wide"}"#, "'width'"),
        (#"{"direction":"up"}"#, "'direction'"),
        (#"{"appearance":"sepia"}"#, "'appearance'"),
        (#"{"viewportHeight":500}"#, "'viewportHeight' needs 'offset'"),
        (#"{"state":{"feed":"asleep"}}"#, "'state.feed'"),
        (#"{"expand":["nowhere"]}"#, "nowhere"),
    ]

    @Test(arguments: badOptions) func optionsOutOfRangeAreRefused(options: String, says: String) throws {
        let (engine, page) = try openedPage()
        guard case .refusal(let failure) = engine.handle(#"{"op":"layout","page":\#(page),"options":\#(options)}"#)
        else {
            Issue.record("\(options) was answered")
            return
        }
        #expect(failure.message.contains(says), "\(failure.message)")
    }

    @Test func tenThousandLayoutsLeaveNoHandleOpen() throws {
        let (engine, page) = try openedPage()
        for round in 0..<10_000 {
            let width = 200 + round % 600
            let snapshot = try handle(
                in: answer(engine.handle(#"{"op":"snapshot","page":\#(page),"options":{"width":\#(width)}}"#)))
            _ = answer(engine.handle(#"{"op":"dispose","handle":\#(snapshot)}"#))
        }
        #expect(engine.openHandleCount == 2)
        guard case .refusal = engine.handle(#"{"op":"dispose","handle":\#(page + 1)}"#) else {
            Issue.record("a disposed snapshot was disposed again")
            return
        }
    }

    /// The canvas measurer finds ASCII break opportunities from this table:
    /// it must say what ``ASCIILineBreaks`` says for every pair.
    @Test func theLineBreakTableIsASCIILineBreaks() throws {
        let json = answer(WasmEngine().handle(#"{"op":"lineBreaks"}"#))
        let table = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String]])
        for (name, before) in [("afterAlphanumeric", UInt8(ascii: "x")), ("afterOther", UInt8(ascii: " "))] {
            let rows = try #require(table[name])
            #expect(rows.count == 95, "\(name)")
            for (offset, row) in rows.enumerated() {
                let previous = UInt8(0x21 + offset)
                let allowed = Set(row.utf8)
                for next in UInt8(0x21)...0x7F {
                    #expect(
                        allowed.contains(next) == ASCIILineBreaks.allows(before, previous, next),
                        "\(name): \(previous) then \(next)")
                }
            }
        }
        #expect(table["afterAlphanumeric"]?[Int(UInt8(ascii: "-") - 0x21)].contains("7") == true)
        #expect(table["afterOther"]?[Int(UInt8(ascii: "-") - 0x21)].contains("7") == false)
    }

    @Test func theReplyBytesCarryAStatusByte() {
        #expect(WasmReply.json("{}").bytes == [0] + Array("{}".utf8))
        #expect(WasmReply.refusal(WasmFailure("no \"x\"")).bytes == [1] + Array(#"{"message":"no \"x\""}"#.utf8))
    }
}
