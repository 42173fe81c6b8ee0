import Foundation
import QuiltTestSupport
import Testing

/// `quilt preview` reads the same files the commands read, for every
/// request: a hostile font, page, kind, preset, data file or image is a
/// located problem on the page, answered at once, and the server stays
/// responsive. A FIFO as a font once blocked both server threads opening
/// it: every request timed out, and SIGTERM was ignored.
@Suite("quilt preview and hostile files")
struct HostilePreviewCommandTests {
    typealias Role = HostileFileCommandTests.Role

    /// Starts `quilt preview` on `folder`; its port.
    static func start(_ folder: TemporaryDirectory) async throws -> (RunningCommand, UInt16) {
        let server = try RunningCommand("quilt", ["preview", folder.path, "--port", "0", "--offline"])
        let printed = await PreviewCommandTests.port(of: server, name: folder.url.lastPathComponent)
        return (server, try #require(printed, "no URL printed; stderr: \(server.stderr)"))
    }

    /// A request answered well within the timeout (a blocked server answers nothing).
    static func get(_ port: UInt16, _ target: String) async throws -> RawHTTP.Response {
        try await RawHTTP.request(port: port, target: target, timeout: 60)
    }

    /// The font, a kind, a preset and a page of the project at once, then a
    /// data file and an image: each message is on the page that reads it,
    /// located, and the index and live reload still answer.
    @Test(arguments: HostileFile.allCases)
    func eachHostileFileIsAProblemOnThePage(kind: HostileFile) async throws {
        let folder = try HostileFileCommandTests.project(kind, as: .page)
        defer { folder.remove() }
        for role in [Role.font, .kind, .preset] {
            #expect(try folder.make(kind, at: HostileFileCommandTests.path(of: role)))
        }
        let (server, port) = try await Self.start(folder)
        let page = try await Self.get(port, "/pages/p.html")
        #expect(page.status == 422)
        for role in [Role.font, .kind, .preset] {
            let (location, _) = HostileFileCommandTests.expected(kind, as: role)
            let file = String(location.prefix { $0 != " " }.dropLast())
            #expect(page.body.contains(file), "\(role): \(page.body)")
        }
        #expect(page.body.contains(kind.phrase), "\(page.body)")
        let hostile = try await Self.get(port, "/pages/hostile.json")
        #expect(hostile.status == 422)
        let diagnostics = try JSONSerialization.jsonObject(with: Data(hostile.body.utf8)) as? [String: Any]
        let located = (diagnostics?["diagnostics"] as? [[String: Any]] ?? []).contains { diagnostic in
            (diagnostic["file"] as? String)?.hasSuffix("/pages/hostile.yaml") == true && diagnostic["line"] as? Int == 1
                && (diagnostic["message"] as? String)?.contains(kind.phrase) == true
        }
        #expect(located, "\(hostile.body)")
        #expect(try await Self.get(port, "/").status == 200)
        #expect(try await Self.get(port, "/events").status == 200)
        await #expect(server.stop(with: SIGTERM, deadline: 30) == 0, "\(server.stderr)")
    }

    @Test(arguments: HostileFile.allCases)
    func aHostileDataFileOrImageIsAProblemOnThePage(kind: HostileFile) async throws {
        for role in [Role.data, .image] {
            let folder = try HostileFileCommandTests.project(kind, as: role)
            defer { folder.remove() }
            let (server, port) = try await Self.start(folder)
            let page = try await Self.get(port, "/pages/p.html")
            let (location, phrase) = HostileFileCommandTests.expected(kind, as: role)
            #expect(page.status == (role == .data ? 422 : 200), "\(role)")
            #expect(page.body.contains(String(location.prefix { $0 != " " }.dropLast())), "\(role): \(page.body)")
            #expect(page.body.contains(phrase), "\(role): \(page.body)")
            #expect(try await Self.get(port, "/").status == 200)
            // The live page shows a left-out image over the page (a failed
            // request shows in its section).
            guard role == .image else {
                await #expect(server.stop(with: SIGTERM, deadline: 30) == 0, "\(server.stderr)")
                continue
            }
            let socket = try await RawWebSocket.open(
                port: port, target: "/session/p?width=390&height=600", origin: "http://127.0.0.1:\(port)")
            let problems = try await offThePool { () -> String? in
                while let problems = try socket.receive(type: "problems") {
                    if let html = problems["html"] as? String, html.contains(phrase) { return html }
                }
                return nil
            }
            #expect(problems != nil, "\(role): no live problems")
            await #expect(server.stop(with: SIGTERM, deadline: 30) == 0, "\(server.stderr)")
        }
    }

    /// The font replaced by a FIFO under a running preview: the next page is
    /// its problem, answered at once; restoring the font brings the page back.
    @Test func aFontReplacedByAFIFOUnderARunningPreview() async throws {
        let folder = try HostileFileCommandTests.project(.oversized, as: .image)
        defer { folder.remove() }
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("Examples/images/forbid.png"), toPath: folder.path("good.png"))
        try folder.write(
            "pages/p.yaml",
            "page: p\nsections: [{id: a, decoration: {contents: {image: good.png}}, items: [{id: x}]}]\n")
        let (server, port) = try await Self.start(folder)
        #expect(try await Self.get(port, "/pages/p.html").status == 200)
        let font = folder.path("body.ttf")
        try FileManager.default.moveItem(atPath: font, toPath: folder.path("saved.ttf"))
        #expect(HostileFile.fifo.make(at: font))
        let refused = try await Self.get(port, "/pages/p.html")
        #expect(refused.status == 422)
        #expect(refused.body.contains("not a regular file (a FIFO)"), "\(refused.body)")
        // Other requests are answered meanwhile, live sessions too.
        #expect(try await Self.get(port, "/").status == 200)
        let socket = try await RawWebSocket.open(
            port: port, target: "/session/p?width=390&height=600", origin: "http://127.0.0.1:\(port)")
        #expect(socket.status == 101)
        try FileManager.default.removeItem(atPath: font)
        try FileManager.default.moveItem(atPath: folder.path("saved.ttf"), toPath: font)
        #expect(try await Self.get(port, "/pages/p.html").status == 200)
        await #expect(server.stop(with: SIGTERM, deadline: 30) == 0, "\(server.stderr)")
    }
}
