import Foundation
import Quilt
import QuiltTestSupport
import QuiltWasm
import Testing

/// `update`: the host fetches a page's requests and hands the responses to
/// the engine, which places them as the native loader does — the same
/// layout JSON, byte for byte, as the native ``PageLoader`` gives from the
/// same files.
@Suite("WebAssembly engine: update")
struct WasmUpdateTests {
    /// The example project's YAML files, by their path from the package root.
    static func exampleFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let root = PackagePaths.path("Examples")
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            guard !relative.hasPrefix("Plugin"), relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else {
                continue
            }
            files["Examples/" + relative] = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
        }
        return files
    }

    /// An engine with the example project open, and the handle of `page` in it.
    static func opened(_ page: String, files: [String: String]) throws -> (WasmEngine, Int) {
        let engine = WasmEngine()
        var request = JSONWriter(pretty: false)
        request.beginObject()
        request.key("op")
        request.string("project")
        request.key("files")
        request.beginObject()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            request.key(path)
            request.string(text)
        }
        request.endObject()
        request.endObject()
        let project = try handle(in: answer(engine.handle(request.output)))
        let opened = try handle(in: answer(engine.handle(#"{"op":"page","project":\#(project),"path":"\#(page)"}"#)))
        return (engine, opened)
    }

    static func answer(_ reply: WasmReply, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch reply {
        case .json(let text): return text
        case .refusal(let failure):
            Issue.record("refused: \(failure.message)", sourceLocation: sourceLocation)
            return ""
        }
    }

    static func handle(in json: String) throws -> Int {
        let digits = try #require(json.split(separator: "\"handle\":").last?.prefix { $0.isNumber })
        return try #require(Int(digits))
    }

    /// The page as the native loader loads it (its initial load, from the
    /// example data files), and every response it read, by request.
    static func nativeLoad(_ path: String, files: [String: String]) async throws -> (PageSpec, [String: DataValue]) {
        // The module kinds that load, and text estimated as the engine without a text host estimates it.
        var base = Registry.standard
        base.fontLoader = nil
        let project = ProjectLoader.load(file: "Examples/quilt.yml", base: base, files: MemoryProjectFiles(files))
        let text = try #require(files[path])
        let page = try #require(PageFile.parse(text, path: path, registry: project.registry).page)
        let loader = PageLoader(
            page: page, environment: LoadEnvironment(pagePath: PackagePaths.path(path), offline: true))
        let events = await loader.events()
        _ = await loader.perform(.initial)
        let loaded = await loader.page
        await loader.close()
        var responses: [String: DataValue] = [:]
        for await event in events {
            if case .didReceiveExtraData(let request, let response) = event { responses[request] = response }
        }
        return (loaded, responses)
    }

    static func json(_ value: DataValue) -> String {
        var writer = JSONWriter(pretty: false)
        writer.value(value)
        return writer.output
    }

    static let modulePages = [
        "Examples/pages/feed.yaml", "Examples/pages/home.yaml", "Examples/pages/modules.yaml",
        "Examples/pages/states.yaml",
    ]

    @Test func theResponsesTheNativeLoaderReadLayOutToTheSameBytes() async throws {
        let files = try Self.exampleFiles()
        try await withEvery("page", in: Self.modulePages) { path in
            let (loaded, responses) = try await Self.nativeLoad(path, files: files)
            #expect(!responses.isEmpty, "\(path) read no response")
            let (engine, page) = try Self.opened(path, files: files)
            let members = responses.keys.sorted().map { "\(Self.json(.string($0))):\(Self.json(responses[$0]!))" }
            let reply = Self.answer(
                engine.handle(#"{"op":"update","page":\#(page),"data":{\#(members.joined(separator: ","))}}"#))
            #expect(reply.hasPrefix(#"{"sections":["#), "\(reply)")
            // The update answers with the layout at the project's width (390).
            #expect(
                reply.hasSuffix(
                    #","layout":\#(LayoutJSON(pretty: false).encode(PageLayout.layout(loaded, width: 390)))}"#))
            for width in [320.0, 390] {
                let native = LayoutJSON(pretty: false).encode(PageLayout.layout(loaded, width: width))
                let module = Self.answer(
                    engine.handle(#"{"op":"layout","page":\#(page),"options":{"width":\#(width),"compact":true}}"#))
                #expect(module == native, "\(path) at \(width)")
            }
        }
    }
}

/// `update` on a small page: paging, titles from a response, failures, and
/// what it refuses.
@Suite("WebAssembly engine: update, one request")
struct WasmUpdateRequestTests {
    static let page = """
        page: shop
        module: {kind: single, request: {id: feed, url: feed.json, items: /list, paging: {param: page, start: 1, size: 2}}}
        sections:
          - id: list
            source: feed
            header: {height: 40, title: "{{feed.title}}"}
            size: {height: 40}
            states: {failed: {height: 40, title: Offline, retry: true}}
        """

    /// An engine with the page open, and the page's handle.
    func opened() throws -> (WasmEngine, Int) {
        try WasmUpdateTests.opened("p.yaml", files: ["p.yaml": Self.page])
    }

    /// The only section of the page's layout JSON.
    func section(_ engine: WasmEngine, _ page: Int) throws -> [String: Any] {
        let json = WasmUpdateTests.answer(engine.handle(#"{"op":"layout","page":\#(page),"options":{"width":390}}"#))
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require((layout["sections"] as? [[String: Any]])?.first)
    }

    func itemIDs(_ section: [String: Any]) -> [String] {
        (section["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func pagesAppendTitlesFillAndPagingEnds() throws {
        let (engine, page) = try opened()
        let first = WasmUpdateTests.answer(
            engine.handle(
                #"{"op":"update","page":\#(page),"data":{"feed":{"title":"Deals","list":[{"id":"a"},{"id":"b"}]}}}"#
            ))
        #expect(
            first.hasPrefix(
                #"{"sections":["list"],"problems":[],"changes":{"sections":{"deletes":[],"inserts":[],"moves":[],"updates":[{"from":0,"to":0}]}"#
            ), "\(first)")
        var section = try section(engine, page)
        #expect(itemIDs(section) == ["a", "b"])
        #expect(section["canLoadMore"] as? Bool == true)
        #expect((section["header"] as? [String: Any])?["title"] as? String == "Deals")

        _ = WasmUpdateTests.answer(
            engine.handle(#"{"op":"update","page":\#(page),"more":{"feed":{"list":[{"id":"c"}]}}}"#))
        section = try self.section(engine, page)
        #expect(itemIDs(section) == ["a", "b", "c"])
        #expect(section["canLoadMore"] as? Bool == false, "a page shorter than its size is the last")
    }

    @Test func anUpdateAnswersItsChangesAndTheLayoutItBroughtUpToDate() throws {
        let (engine, page) = try opened()
        let options = #""options":{"width":320,"direction":"rtl"}"#
        _ = WasmUpdateTests.answer(
            engine.handle(
                #"{"op":"update","page":\#(page),"data":{"feed":{"list":[{"id":"a"},{"id":"b"}]}},\#(options)}"#))
        let more = WasmUpdateTests.answer(
            engine.handle(#"{"op":"update","page":\#(page),"more":{"feed":{"list":[{"id":"c"}]}},\#(options)}"#))
        let appended =
            #"{"section":"list","oldSection":0,"newSection":0,"deletes":[],"inserts":[2],"moves":[],"updates":[]}"#
        #expect(more.contains(#""items":[\#(appended)]"#), "\(more)")
        let fresh = WasmUpdateTests.answer(
            engine.handle(#"{"op":"layout","page":\#(page),"options":{"width":320,"direction":"rtl","compact":true}}"#))
        #expect(more.hasSuffix(#","layout":\#(fresh)}"#), "the kept layout, brought up to date, is the fresh one")
    }

    @Test func aFailureAndAResponseTheRequestCannotReadShowTheFailedView() throws {
        for update in [#""failures":{"feed":"offline"}"#, #""data":{"feed":{"list":3}}"#] {
            let (engine, page) = try opened()
            _ = WasmUpdateTests.answer(engine.handle(#"{"op":"update","page":\#(page),\#(update)}"#))
            let section = try section(engine, page)
            #expect(section["state"] as? String == "failed", "\(update)")
            let placeholder = section["placeholder"] as? [String: Any]
            #expect(placeholder?["title"] as? String == "Offline", "\(update)")
            #expect(placeholder?["action"] as? String == "retry", "\(update)")
        }
    }

    @Test func unknownRequestsAndBadValuesAreRefused() throws {
        let (engine, page) = try opened()
        for (update, message) in [
            (#""data":{"nope":{}}"#, "'data.nope': the page has no request 'nope' (its requests: feed)"),
            (#""more":{"fed":{}}"#, "'more.fed': the page has no request 'fed'"),
            (#""failures":{"feed":3}"#, "'failures.feed' must be a string"),
            (#""data":[1]"#, "'data' must be an object"),
        ] {
            guard case .refusal(let failure) = engine.handle(#"{"op":"update","page":\#(page),\#(update)}"#) else {
                Issue.record("\(update) was not refused")
                continue
            }
            #expect(failure.message.contains(message), "\(failure.message)")
        }
    }
}
