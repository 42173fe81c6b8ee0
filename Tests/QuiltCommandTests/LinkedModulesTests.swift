import Foundation
import QuiltTestSupport
import Testing

/// Each executable links what it runs: `pagelint`, which other repositories
/// build as a pre-commit hook, carries none of the preview's web server
/// (Hummingbird, SwiftNIO); `quilt`, which serves, does. Module names are
/// looked for in the binaries' type metadata and symbols.
@Suite("Linked modules")
struct LinkedModulesTests {
    static let serverModules = ["HummingbirdCore", "NIOPosix", "QuiltPreview"]

    /// The server modules whose names the executable at `url` holds.
    static func serverModules(linkedInto url: URL) throws -> [String] {
        let binary = try Data(contentsOf: url, options: .alwaysMapped)
        return serverModules.filter { binary.range(of: Data($0.utf8)) != nil }
    }

    @Test func pagelintLinksNoWebServer() throws {
        let pagelint = CommandRunner.productsDirectory.appendingPathComponent("pagelint")
        #expect(try Self.serverModules(linkedInto: pagelint) == [])
    }

    @Test func quiltLinksTheServerItServes() throws {
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt")
        #expect(
            try Self.serverModules(linkedInto: quilt) == Self.serverModules,
            "is the check still looking at names the binaries hold?")
    }
}
