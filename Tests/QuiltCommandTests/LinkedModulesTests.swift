import Foundation
import QuiltTestSupport
import Testing

/// Each executable links what it runs: `pagelint`, which other repositories
/// build as a pre-commit hook, carries none of the preview's web server
/// (Hummingbird, SwiftNIO) and none of the text stack (QuiltText, HarfBuzz,
/// FreeType, fontconfig, ICU's line breaking); `quilt`, which serves and
/// measures, carries both. Module names are looked for in the binaries'
/// type metadata, C functions in their symbols. (`.ci/linked` checks the
/// shared libraries each links against CONTRIBUTING.md.)
@Suite("Linked modules")
struct LinkedModulesTests {
    static let serverModules = ["HummingbirdCore", "NIOPosix", "QuiltPreview"]
    /// QuiltText's mangled module name, and a function of each C library under it.
    static let textStack = ["9QuiltText", "hb_shape", "FT_New_Memory_Face", "FcFontSort", "ubrk_"]

    /// The names of `names` that the executable at `url` holds.
    static func names(_ names: [String], linkedInto url: URL) throws -> [String] {
        let binary = try Data(contentsOf: url, options: .alwaysMapped)
        return names.filter { binary.range(of: Data($0.utf8)) != nil }
    }

    /// The names of `names` that the built executable `name` holds.
    static func names(_ names: [String], in name: String) throws -> [String] {
        try Self.names(names, linkedInto: CommandRunner.productsDirectory.appendingPathComponent(name))
    }

    @Test func pagelintLinksNoWebServerAndNoTextStack() throws {
        #expect(try Self.names(Self.serverModules, in: "pagelint") == [])
        #expect(try Self.names(Self.textStack, in: "pagelint") == [])
    }

    @Test func quiltLinksTheServerItServesAndTheTextStackItMeasuresWith() throws {
        // Both lists found in `quilt`: the check still looks at names binaries hold.
        #expect(try Self.names(Self.serverModules, in: "quilt") == Self.serverModules)
        #expect(try Self.names(Self.textStack, in: "quilt") == Self.textStack)
    }
}
