import QuiltPreview
@testable import QuiltPreviewSite
import Testing
import QuiltTestSupport

@Suite("Loopback host check")
struct LoopbackHostTests {
    @Test(arguments: ["127.0.0.1", "localhost", "LOCALHOST", "::1", "127.1.2.3"])
    func loopbackAddressesAreChecked(address: String) {
        #expect(LoopbackHost.isLoopback(address: address))
    }

    @Test(arguments: ["0.0.0.0", "192.168.1.5", "::", "10.0.0.1", "127.0.0", "1270.0.0.1"])
    func otherAddressesAnswerAnyName(address: String) {
        #expect(!LoopbackHost.isLoopback(address: address))
    }

    static let loopbackNamesAreAnsweredCases: [String] = [
        "localhost", "localhost:8080", "LocalHost:80", "app.localhost:3000", "127.0.0.1", "127.0.0.1:8080",
        "127.255.255.255:1", "[::1]", "[::1]:8080", " localhost:8080 ",
    ]

    @Test func loopbackNamesAreAnswered() async throws {
        try await withEvery("host", in: Self.loopbackNamesAreAnsweredCases) { host in
            #expect(LoopbackHost.accepts(host))
        }
    }

    static let otherNamesAreRefusedCases: [String] = [
        "attacker.example", "attacker.example:8080", "localhost.attacker.example", "127.0.0.1.nip.io:8080",
        "192.168.1.5:8080", "[::2]:8080", "[::1", "127.0.0.256", "127.0.0", "127.0.0.1a", "", ":8080",
        "notlocalhost", "127.０.0.1",
        // Read strictly: userinfo, fragments, ports of more than five digits or over 65535, spaces inside.
        "127.0.0.1:1@evil.com", "evil.com#.localhost", "127.0.0.1:99999999999999999999", "localhost:65536",
        "localhost:80:80", "local host", "localhost/x", "[::1]x", "[::1]:8080x",
    ]

    @Test func otherNamesAreRefused() async throws {
        try await withEvery("host", in: Self.otherNamesAreRefusedCases) { host in
            #expect(!LoopbackHost.accepts(host))
        }
    }

    @Test func hostsAreReadStrictly() {
        #expect(HostHeader("LocalHost:8080") == HostHeader("localhost:8080"))
        #expect(HostHeader(" [::1]:80 ")?.name == "[::1]")
        #expect(HostHeader("localhost:")?.port == nil)
        #expect(HostHeader("localhost:65535")?.port == 65_535)
        for value in ["", ":80", "a b", "a:b", "a:123456", "[]", "[::1", "x@y", "a,b", "a\u{0}"] {
            #expect(HostHeader(value) == nil, "\(value.debugDescription)")
        }
    }

    @Test func theRefusalNamesTheHostAndTheWayOut() {
        let refusal = LoopbackHost.refusal("attacker.example:8080")
        #expect(refusal.status == 403)
        #expect(refusal.text.contains("'attacker.example:8080'"))
        #expect(refusal.text.contains("--host"))
    }
}
