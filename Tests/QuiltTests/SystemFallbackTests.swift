import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// `system` in a `fallback:` list: the registry's font loader adds the
/// machine's faces where the list says it. What fontconfig answers depends
/// on the machine, so the chain is checked with a loader that offers a
/// project font as "the system's", and fontconfig itself only for what
/// holds everywhere.
@Suite("Fallback to the machine's fonts")
struct SystemFallbackTests {
    /// Loads fonts as the standard loader does, and offers the example CJK
    /// face as the machine's fonts, noting the weights asked for.
    final class ProjectFontsAsSystem: FontLoader, @unchecked Sendable {
        let files = FontFileLoader()
        let lock = NSLock()
        private(set) var weightsAsked: [FontWeight] = []

        func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
            try files.loadFont(path: path)
        }

        func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer {
            try files.loadFont(path: path, index: index)
        }

        func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer {
            files.fallingBack(from: primary, to: fallbacks)
        }

        func systemFallbacks(weight: FontWeight) -> [any TextMeasurer] {
            lock.withLock { weightsAsked.append(weight) }
            let path = PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc")
            return (try? files.loadFont(path: path, index: 0)).map { [$0] } ?? []
        }
    }

    static func natural(_ text: String, _ measurer: any TextMeasurer, size: Double = 100) -> Double {
        measurer.layout(text, size: size, width: nil, maxLines: nil, collectingLines: false).width
    }

    static func load(_ quiltYML: String, loader: any FontLoader) throws -> (Project, TemporaryDirectory) {
        let directory = try ProjectFontTests.project(quiltYML)
        var registry = Registry.standard
        registry.fontLoader = loader
        return (ProjectLoader.load(file: directory.path("quilt.yml"), base: registry), directory)
    }

    @Test func systemAddsTheLoadersFacesWhereTheListSaysIt() throws {
        let loader = ProjectFontsAsSystem()
        let (project, directory) = try Self.load(
            """
            fonts:
              - {family: Body, file: fonts/DejaVuSans.ttf}
              - {family: Body, weight: bold, file: fonts/DejaVuSans-Bold.ttf}
            fallback: [system]
            """, loader: loader)
        defer { directory.remove() }
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let regular = try #require(project.registry.font(family: "Body", weight: .regular)).measurer
        // Three ideographs of 1 em from the "system" face; Latin stays in DejaVu Sans.
        #expect(Self.natural("羽绒服", regular) == 300)
        #expect(
            Self.natural("Quilt", regular)
                == Self.natural("Quilt", try FontFileLoader().loadFont(path: directory.path("fonts/DejaVuSans.ttf"))))
        #expect(regular.missingCharacters(in: "羽绒服").isEmpty)
        #expect(loader.weightsAsked.sorted { $0.value < $1.value } == [.regular, .bold])
    }

    @Test func systemIsNotAFamilyAndNeverUnknown() throws {
        let (project, directory) = try Self.load(
            """
            fonts:
              - {family: Body, file: fonts/DejaVuSans.ttf, fallback: [system, Sytem]}
              - {family: system, file: fonts/DejaVuSans-Bold.ttf}
            """, loader: ProjectFontsAsSystem())
        defer { directory.remove() }
        let messages = project.diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(
                    "quilt.yml:3:14: error: 'system' is not a font family name: a 'fallback' list says it for the machine's fonts"
                )
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(
                    "quilt.yml:2:67: error: unknown font family 'Sytem' in 'fallback' [unknown-font] (did you mean 'system'?)"
                )
                    && $0.contains("'system' names the machine's fonts")
            },
            "\(messages)")
    }

    /// What holds on any machine: the faces are fonts Quilt reads, at most
    /// the cap, asked once per weight. A machine without fonts offers none.
    @Test(.enabled(if: !FontFileLoader().systemFallbacks(weight: .regular).isEmpty, "fontconfig offers no fonts here"))
    func fontconfigOffersReadableFacesOncePerWeight() throws {
        let loader = FontFileLoader()
        let faces = loader.systemFallbacks(weight: .regular)
        #expect(faces.count <= 16)
        for face in faces {
            #expect(face.identity.hasPrefix("font:"))
        }
        let again = loader.systemFallbacks(weight: .regular)
        #expect(zip(faces, again).allSatisfy { $0 === $1 })
    }
}
