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

    func binary(_ name: String) throws -> Data {
        try Data(contentsOf: CommandRunner.productsDirectory.appendingPathComponent(name), options: .alwaysMapped)
    }

    @Test func pagelintLinksNoWebServer() throws {
        let pagelint = try binary("pagelint")
        for module in Self.serverModules {
            #expect(pagelint.range(of: Data(module.utf8)) == nil, "pagelint contains \(module)")
        }
    }

    @Test func quiltLinksTheServerItServes() throws {
        let quilt = try binary("quilt")
        for module in Self.serverModules {
            #expect(
                quilt.range(of: Data(module.utf8)) != nil,
                "quilt lacks \(module): is the check still looking at names the binaries hold?")
        }
    }
}
