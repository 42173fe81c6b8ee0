import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// The umbrella follows Package.swift's one list of libraries: the target's
/// dependencies are derived from it there, and `Modules/Quilt/Quilt.swift`
/// re-exports exactly those modules (Swift cannot derive imports, so this
/// test holds the two together).
@Suite("The umbrella module")
struct UmbrellaTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: PackagePaths.path(relative), encoding: .utf8)
    }

    /// The names in `QuiltModule(name: "…")` entries of the `libraries`
    /// list, written on one line or with `name:` on the next.
    static func libraries() throws -> [String] {
        let package = try text("Package.swift")
        let start = try #require(package.range(of: "let libraries: [QuiltModule] = ["))
        let end = try #require(package.range(of: "\n]", range: start.upperBound..<package.endIndex))
        let list = String(package[start.upperBound..<end.lowerBound])
        let entry = try NSRegularExpression(pattern: #"QuiltModule\(\s*name: "([^"]+)""#)
        return entry.matches(in: list, range: NSRange(list.startIndex..., in: list)).compactMap {
            Range($0.range(at: 1), in: list).map { String(list[$0]) }
        }
    }

    @Test func itReExportsEveryLibraryOfThePackageList() throws {
        let libraries = try Self.libraries()
        #expect(libraries.contains("QuiltCore") && libraries.count >= 10, "\(libraries)")
        let exported = try Self.text("Modules/Quilt/Quilt.swift").split(separator: "\n")
            .filter { $0.hasPrefix("@_exported import ") }.map { String($0.dropFirst("@_exported import ".count)) }
        #expect(
            exported.sorted() == libraries.sorted(),
            "Modules/Quilt/Quilt.swift re-exports \(exported); Package.swift lists \(libraries)")
    }

    /// Every family in `Registry.standard` comes from a library of the list (`Quilt<Name>Layout`).
    @Test func everyStandardFamilyIsALibrary() throws {
        let libraries = Set(try Self.libraries())
        for family in Registry.standard.families.values {
            let module = String(reflecting: type(of: family)).split(separator: ".").first.map(String.init) ?? ""
            #expect(
                libraries.contains(module),
                "family '\(family.name)' is defined in \(module), not in a library of Package.swift")
        }
    }
}
