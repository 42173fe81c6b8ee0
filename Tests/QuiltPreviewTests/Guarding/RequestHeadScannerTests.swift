@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// The byte-level guard in front of the HTTP parser: verdicts that do not
/// depend on how the bytes are split into reads, pipelined requests and
/// bodies framed by their length.
@Suite("Request head scanner")
struct RequestHeadScannerTests {
    /// The verdict for `bytes` read in pieces at `cuts`.
    static func verdict(_ bytes: [UInt8], cuts: [Int], limits: PreviewLimits = PreviewLimits()) -> RequestHeadScanner
        .Refusal?
    {
        var scanner = RequestHeadScanner(limits: limits)
        var start = 0
        for end in (cuts.filter { $0 > 0 && $0 < bytes.count }.sorted() + [bytes.count]) where end > start {
            if let refusal = bytes[start..<end].withUnsafeBytes({ scanner.scan($0) }) { return refusal }
            start = end
        }
        return nil
    }

    /// A request with its `Host` and `headers` fields of `valueLength`
    /// bytes, a target of `targetLength` bytes and a body of `body` bytes.
    static func request(targetLength: Int, headers: Int, valueLength: Int, body: Int) -> [UInt8] {
        var text = "GET /" + String(repeating: "p", count: max(0, targetLength - 1)) + " HTTP/1.1\r\nHost: a\r\n"
        for index in 0..<headers { text += "X-\(index): " + String(repeating: "v", count: valueLength) + "\r\n" }
        if body > 0 { text += "Content-Length: \(body)\r\n" }
        return Array((text + "\r\n" + String(repeating: "b", count: body)).utf8)
    }

    @Test func verdictsDoNotDependOnHowBytesArrive() async throws {
        let limits = PreviewLimits()
        try await withEvery("seed", in: 0..<400) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let targetLength = Int.random(in: 1...10_000, using: &random)
            let headers = Int.random(in: 0...110, using: &random)
            let valueLength = Int.random(in: 0...(seed % 7 == 0 ? 9_000 : 300), using: &random)
            let body = Int.random(in: 0...(seed % 5 == 0 ? 20_000 : 2_000), using: &random)
            let one = Self.request(targetLength: targetLength, headers: headers, valueLength: valueLength, body: body)
            // Two requests pipelined: the second is judged like the first.
            let bytes = one + one
            let cuts = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                Int.random(in: 0...bytes.count, using: &random)
            }
            var headerBytes = 2 + "Host: a\r\n".utf8.count
            for index in 0..<headers { headerBytes += "X-\(index): ".utf8.count + valueLength + 2 }
            if body > 0 { headerBytes += "Content-Length: \(body)\r\n".utf8.count }
            let fields = 1 + headers + (body > 0 ? 1 : 0)
            let longestField = valueLength + "X-\(max(0, headers - 1)): ".utf8.count
            let expected: Int? =
                if targetLength + 13 > limits.requestLine {
                    414
                } else if fields > limits.headerCount || (headers > 0 && longestField > limits.headerLine)
                    || headerBytes > limits.headerBytes
                {
                    431
                } else if body > limits.bodyBytes {
                    413
                } else {
                    nil
                }
            let whole = Self.verdict(bytes, cuts: [])
            let pieces = Self.verdict(bytes, cuts: cuts)
            #expect(whole == pieces)
            #expect(
                whole?.status == expected,
                "target \(targetLength), \(headers) headers of \(valueLength), body \(body): \(String(describing: whole))"
            )
        }
    }

    @Test func upgradedConnectionsPassThrough() {
        var scanner = RequestHeadScanner(limits: PreviewLimits())
        let upgrade = Array(
            "GET /session HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n".utf8)
        #expect(upgrade.withUnsafeBytes { scanner.scan($0) } == nil)
        #expect(scanner.isPassingThrough)
        let frames = [UInt8](repeating: 0x0A, count: 100_000)
        #expect(frames.withUnsafeBytes { scanner.scan($0) } == nil)
    }

    @Test func refusalsAreCompleteResponses() {
        let response = String(
            decoding: RequestHeadScanner.Refusal(status: 431, reason: "too many").response, as: UTF8.self)
        #expect(response.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(response.contains("Connection: close\r\n"))
        #expect(response.hasSuffix("\r\n\r\n431 Request Header Fields Too Large: too many\n"))
        #expect(
            response.contains("Content-Length: \("431 Request Header Fields Too Large: too many\n".utf8.count)\r\n"))
    }

    @Test func aFewEmptyLinesMayComeBeforeTheRequestLine() {
        let crlfs = Array(String(repeating: "\r\n", count: 5_000).utf8)
        #expect(Self.verdict(crlfs, cuts: [])?.status == 400)
        #expect(Self.verdict(Array("\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8), cuts: []) == nil)
        // Exactly at the limit passes, one byte more does not; a line too long is
        // said to be, whatever its ending, and LF alone is refused (400).
        for ending in ["\r\n", "\n"] {
            let line = "GET /" + String(repeating: "a", count: 8192 - 14) + " HTTP/1.1"
            #expect(line.utf8.count == 8192)
            let head = Array((line + ending + "Host: a" + ending + ending).utf8)
            #expect(Self.verdict(head, cuts: [8191, 8192, 8193])?.status == (ending == "\n" ? 400 : nil))
            #expect(Self.verdict(Array(("x" + line + ending + ending).utf8), cuts: [8192])?.status == 414)
        }
    }
}

@Suite("Work gate")
struct WorkGateTests {
    @Test func atMostConcurrentRunAndTheQueueIsBounded() async {
        let gate = WorkGate(concurrent: 2, waiting: 3)
        #expect(await gate.enter())
        #expect(await gate.enter())
        let waiting = (0..<3).map { _ in Task { await gate.enter() } }
        while await gate.queued < 3 { await Task.yield() }
        #expect(await gate.enter() == false)
        for _ in 0..<5 { await gate.leave() }
        for task in waiting { #expect(await task.value) }
        #expect(await gate.queued == 0)
    }
}
