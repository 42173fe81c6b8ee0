import QuiltCore
@testable import QuiltModules
import QuiltYAML
import Testing
import QuiltTestSupport

@Suite("module: decoding")
struct ModuleDecodingTests {
    private func diagnostics(_ yaml: String, kinds: ModuleKindRegistry = .standard) -> [Diagnostic] {
        parsePage(yaml, kinds: kinds).diagnostics
    }

    private func module(_ yaml: String) throws -> ModuleSpec {
        try #require(try page(yaml).attachment(ModuleSpec.self, forKey: "module"))
    }

    @Test func everyKindDecodes() throws {
        let spec = try module(
            """
            page: p
            module:
              kind: composite
              modules:
                - {kind: static}
                - {kind: single, request: {id: a, url: a.json}}
                - {kind: pureList, mode: replace, request: {id: b, url: "b-{{page}}.json", paging: {start: 1}}}
                - {kind: batch, mapping: eachDone, requests: [{id: c, url: c.json}, {id: d, url: d.json}]}
                - {kind: chain, requests: [{id: e, url: e.json}, {id: f, url: "f-{{e.next}}.json"}]}
                - {kind: timeline, newer: {cursor: /newer, param: after}, request: {id: g, url: "https://x.test/g", paging: {cursor: /older, param: before}}}
                - kind: composite
                  id: inner
                  modules: [{kind: single, request: {id: h, url: h.json}}]
            sections: []
            """)
        #expect(
            spec.allModules.map(\.kindName) == [
                "composite", "static", "single", "pureList", "batch", "chain", "timeline", "composite", "single",
            ])
        #expect(
            spec.allModules.map(\.id) == [
                "module", "module.1", "module.2", "module.3", "module.4", "module.5", "module.6", "inner", "inner.1",
            ])
        #expect(spec.allRequests.map(\.id) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(spec.children[2].options(of: PureListModule.self)?.mode == .replace)
        #expect(spec.children[3].options(of: BatchModule.self)?.mapping == .eachDone)
        #expect(spec.children[4].options(of: ChainModule.self)?.mapping == .allDone)
        #expect(
            spec.children[5].options(of: TimelineModule.self)
                == CursorPaging(cursor: JSONPointer(tokens: ["newer"]), param: "after"))
    }

    @Test func requestKeysDecodeWithModuleDefaults() throws {
        let spec = try module(
            """
            page: p
            module:
              kind: single
              timeout: 4
              retry: {attempts: 3, backoff: 0.25, multiplier: 3}
              request:
                id: feed
                url: "https://x.test/feed"
                params: {lang: en, n: 5}
                items: /data/list
                paging: {param: p, start: 0, size: 20, sizeParam: count, hasMore: /data/more}
                loadMore: {url: "https://x.test/more", items: /more}
            sections: []
            """)
        let request = try #require(spec.requests.first)
        #expect(request.timeout == 4)
        #expect(request.retry == RetryPolicy(attempts: 3, backoff: 0.25, multiplier: 3))
        #expect(request.params.map(\.name) == ["lang", "n"])
        #expect(request.params.map(\.value.source) == ["en", "5"])
        #expect(request.items.tokens == ["data", "list"])
        #expect(
            request.paging
                == PagingSpec(
                    style: .number(start: 0), param: "p", size: 20, sizeParam: "count",
                    hasMore: JSONPointer(tokens: ["data", "more"]), location: request.paging?.location ?? .unknown))
        let more = try #require(request.loadMore)
        #expect(more.url.source == "https://x.test/more")
        #expect(more.items.tokens == ["more"])
        #expect(more.paging == request.paging)
        #expect(more.timeout == 4)
        #expect(request.location == SourceLocation(file: "page.yaml", line: 7, column: 9))
    }

    @Test func unknownKindSuggestsTheClosest() {
        let found = diagnostics(
            """
            page: p
            module: {kind: bach, requests: []}
            sections: []
            """)
        #expect(found.map(\.code) == [.unknownValue])
        #expect(found.first?.location.description == "page.yaml:2:16")
        #expect(found.first?.suggestion == "batch")
        #expect(found.first?.message == "unknown module kind 'bach'")
    }

    @Test func aSourceNamingNoRequestIsReportedAtTheSource() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: single
              request: {id: feed, url: feed.json}
            sections:
              - id: a
                source: fed
            """)
        #expect(found.map(\.code) == [.unknownRequest])
        #expect(found.first?.location.description == "page.yaml:7:13")
        #expect(found.first?.suggestion == "feed")
    }

    @Test func aSourceWithoutAModuleIsReported() {
        let found = diagnostics(
            """
            page: p
            sections:
              - {id: a, source: feed}
            """)
        #expect(found.map(\.code) == [.unknownRequest])
        #expect(found.first?.location.description == "page.yaml:3:21")
        #expect(found.first?.message.contains("no module") == true)
    }

    @Test func aRequestIDUsedTwiceIsReportedAtTheSecond() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: composite
              modules:
                - {kind: single, request: {id: feed, url: a.json}}
                - kind: batch
                  requests:
                    - {id: feed, url: b.json}
            sections: []
            """)
        #expect(found.map(\.code) == [.duplicateRequestID])
        #expect(found.first?.location.description == "page.yaml:8:16")
        #expect(found.first?.notes == ["first used at page.yaml:5:36"])
    }

    @Test func aChainMayReadEarlierRequestsOnly() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: chain
              requests:
                - {id: a, url: "a-{{b.next}}.json"}
                - {id: b, url: "b-{{a.next}}.json"}
                - {id: c, url: "c-{{nope.x}}.json"}
                - {id: d, url: "https://x.test/d", params: {x: "{{d.y}}"}}
            sections: []
            """)
        #expect(found.map(\.code) == [.requestOrder, .unknownRequest, .requestOrder])
        #expect(found.map(\.location.description) == ["page.yaml:5:20", "page.yaml:7:20", "page.yaml:8:52"])
        #expect(found[0].message.contains("request 'b' runs after 'a'"))
        #expect(found[2].message.contains("its own response"))
    }

    @Test func batchRequestsCannotReadEachOther() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: batch
              requests:
                - {id: a, url: a.json}
                - {id: b, url: "b-{{a.next}}.json"}
            sections: []
            """)
        #expect(found.map(\.code) == [.requestOrder])
        #expect(found.first?.message.contains("run in parallel") == true)
    }

    @Test func requestsOfAnotherModuleCannotBeRead() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: composite
              modules:
                - {kind: chain, requests: [{id: a, url: a.json}]}
                - {kind: chain, requests: [{id: b, url: "b-{{a.x}}.json"}]}
            sections: []
            """)
        #expect(found.map(\.code) == [.requestOrder])
        #expect(found.first?.message.contains("another module") == true)
    }

    static let problemsAreLocatedCases: [(module: String, code: DiagnosticCode, position: String)] = [
        ("{kind: single, request: {id: a, url: a.json, items: data/list}}", DiagnosticCode.badPointer, "2:61"),
        (
            "{kind: single, request: {id: a, url: \"https://x.test/a\", paging: {cursor: \"/a~2\"}}}", .badPointer,
            "2:83"
        ),
        ("{kind: single, request: {id: a, url: \"a-{{page.json\"}}", .badTemplate, "2:46"),
        ("{kind: single, request: {id: a, url: \"ftp://x/a.json\"}}", .badURL, "2:46"),
        ("{kind: single, request: {id: a, url: /etc/a.json}}", .badURL, "2:46"),
        ("{kind: single, request: {id: a, url: a.json, timeout: 0}}", .outOfRange, "2:63"),
        ("{kind: single, request: {id: a, url: a.json, retry: {attempts: 0}}}", .outOfRange, "2:72"),
        ("{kind: single, request: {id: a, url: a.json, retry: {multiplier: 0.5}}}", .outOfRange, "2:74"),
        ("{kind: single, requests: [{id: a, url: a.json}, {id: b, url: b.json}]}", .outOfRange, "2:34"),
        ("{kind: static, requests: [{id: a, url: a.json}]}", .outOfRange, "2:34"),
        ("{kind: single, request: {id: a, url: a.json}, requests: []}", .conflictingKeys, "2:65"),
        ("{kind: single, request: {id: a}}", .missingKey, "2:33"),
        ("{kind: single, request: {url: a.json}}", .missingKey, "2:33"),
        ("{kind: batch, mapping: sometimes, requests: [{id: a, url: a.json}]}", .unknownValue, "2:32"),
        ("{kind: pureList, mode: prepend, request: {id: a, url: a.json}}", .unknownValue, "2:32"),
        ("{kind: single, request: {id: a, url: a.json, pagin: {}}}", .unknownKey, "2:54"),
        (
            "{kind: single, request: {id: a, url: \"https://x.test/a\", paging: {start: 1, cursor: /n}}}",
            .conflictingKeys, "2:82"
        ),
        ("{kind: timeline, request: {id: a, url: a.json}}", .missingKey, "2:9"),
        ("{kind: composite}", .missingKey, "2:9"),
        ("{requests: []}", .missingKey, "2:9"),
        ("{kind: single, request: {id: a, url: a.json}, mappin: allDone}", .unknownKey, "2:55"),
    ]

    @Test func problemsAreLocated() async throws {
        try await withEvery("case", in: Self.problemsAreLocatedCases) { module, code, position in
            let found = diagnostics("page: p\nmodule: \(module)\nsections: []\n")
            #expect(found.first?.code == code, "\(found)")
            #expect(found.first?.location.description == "page.yaml:\(position)", "\(found)")
        }
    }

    @Test func fileRequestsWarnAboutWhatTheyCannotDo() {
        let found = diagnostics(
            """
            page: p
            module:
              kind: single
              request: {id: a, url: a.json, params: {x: 1}, paging: {start: 1}}
            sections: []
            """)
        #expect(found.map(\.code) == [.ineffectiveOption, .ineffectiveOption])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.map(\.location.description) == ["page.yaml:4:25", "page.yaml:4:33"])
    }

    @Test func sizeParamWithoutSizeIsIneffective() {
        let found = diagnostics(
            """
            page: p
            module: {kind: single, request: {id: a, url: "https://x.test/a", paging: {sizeParam: n}}}
            sections: []
            """)
        #expect(found.map(\.code) == [.ineffectiveOption])
    }

    @Test func pagesWithoutTheModuleExtensionIgnoreSources() throws {
        var registry = Registry()
        try registry.register(family: RowFamily(name: "rows"))
        registry.defaultFamily = "rows"
        let file = PageFile.parse("page: p\nsections: [{id: a, source: feed}]\n", path: "page.yaml", registry: registry)
        #expect(file.diagnostics.isEmpty)
    }
}

/// A kind registered from outside the module: requests run one after another
/// in reverse declared order, each committed as it arrives.
struct ReversedModule: LoadingModuleKind {
    let name = "reversed"
    var order: RequestOrder { .parallel }

    func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {
        guard phase == .load else { return await context.runDefault(phase, module: module) }
        await context.load(module.requests.reversed(), order: .serial, mapping: .eachDone)
    }
}

@Suite("module kind registry")
struct ModuleKindRegistryTests {
    @Test func standardKinds() {
        #expect(
            ModuleKindRegistry.standard.names == [
                "batch", "chain", "composite", "pureList", "single", "static", "timeline",
            ])
    }

    @Test func aKindRegisteredInCodeDecodesAndADuplicateIsRefused() throws {
        var kinds = ModuleKindRegistry.standard
        try kinds.register(ReversedModule())
        #expect(throws: RegistryError.duplicate(what: "module kind", name: "reversed")) {
            try kinds.register(ReversedModule())
        }
        let spec = try #require(
            try page(
                """
                page: p
                module: {kind: reversed, requests: [{id: a, url: a.json}, {id: b, url: b.json}]}
                sections: []
                """, kinds: kinds
            ).attachment(ModuleSpec.self, forKey: "module"))
        #expect(spec.kindName == "reversed")
        #expect(
            parsePage("page: p\nmodule: {kind: reversd}\nsections: []\n", kinds: kinds).diagnostics.first?.suggestion
                == "reversed")
    }

    @Test func registeringAModuleKindKeepsEverythingElse() throws {
        var registry = moduleRegistry()
        try registry.register(moduleKind: ReversedModule())
        #expect(throws: RegistryError.duplicate(what: "module kind", name: "reversed")) {
            try registry.register(moduleKind: ReversedModule())
        }
        #expect(registry.layoutNames == ["rows"])
        #expect(registry.defaultFamily == "rows")
        #expect(registry.moduleKinds.names == (ModuleKindRegistry.standard.names + ["reversed"]).sorted())
        let file = PageFile.parse(
            "page: p\nmodule: {kind: reversed, requests: [{id: a, url: a.json}]}\nsections: []\n", path: "page.yaml",
            registry: registry)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func aModuleKindRegistersTheModuleKeyWhenThereIsNone() throws {
        var registry = Registry()
        try registry.register(family: RowFamily(name: "rows"))
        registry.defaultFamily = "rows"
        try registry.register(moduleKind: ReversedModule())
        #expect(registry.pageExtensions.keys.sorted() == ["module"])
        #expect(registry.moduleKinds.kind(named: "batch") != nil)
    }
}
