import Foundation
import Quilt
@testable import QuiltFuzzing
import Testing

/// The fuzz targets over their seed corpora and generated pages, without
/// libFuzzer: what `Fuzz/run` starts from holds. (The dictionary is one of
/// `quilt-generate`'s files, checked by the drift check.)
@Suite struct FuzzTargetTests {
    static let root = SchemaGenerator.sourceSchemasDirectory.deletingLastPathComponent()

    @Test func everyTargetPassesEveryFileOfTheExamplesFixturesAndCorpus() throws {
        for target in FuzzTargets.all {
            let folders = ["Examples", "Tests/Fixtures", "Fuzz/Corpus/\(target.name)"].map(
                Self.root.appendingPathComponent)
            let files = FuzzCorpus.files(in: folders, suffixes: target.seedSuffixes + [".input"])
            var inputs = try files.map { ($0.path, Array(try Data(contentsOf: $0))) }
            if target.name == ProjectTarget().name {
                let projects = FuzzCorpus.projects(in: Array(folders.dropLast()))
                #expect(projects.count >= 2, "projects found: \(projects)")
                inputs += projects.compactMap { project in
                    ProjectInput.pack(directory: project).map { (project.path, $0) }
                }
            }
            #expect(!inputs.isEmpty, "no seeds for \(target.name)")
            for (path, input) in inputs {
                #expect(throws: Never.self, "\(target.name) on \(path)") { try target.run(input) }
            }
        }
    }

    @Test func generatedExtremePagesPassEveryTarget() throws {
        let pages = ExtremePages(
            generator: try SchemaGenerator(schemasDirectory: SchemaGenerator.sourceSchemasDirectory))
        for seed in UInt64(1)...400 {
            let failures = ExtremeRun.failures(seed: seed, pages: pages)
            #expect(failures.isEmpty, "\(failures)\n\(pages.page(seed: seed))")
        }
    }

    /// Numbers reach the extremes of a double wherever a range takes them:
    /// the least positive double, 10⁻³⁰⁰ and 10³⁰⁰ (a fraction of 5e-324
    /// once overflowed a strip, and the generators never drew it).
    @Test func numbersReachTheExtremesOfEveryRange() throws {
        let generator = try SchemaGenerator(schemasDirectory: SchemaGenerator.sourceSchemasDirectory)
        for range in NumberRange.all {
            var random = FuzzRandom(seed: 7)
            var seen: Set<Double> = []
            for _ in 0..<4_000 {
                switch generator.number(in: range, random: &random) {
                case .number(let value): seen.insert(value)
                case .integer(let value): seen.insert(Double(value))
                default: break
                }
            }
            let least = range.minimumIsExclusive ? range.minimum.nextUp : range.minimum
            for extreme in [Double.leastNonzeroMagnitude, 1e-300, 1e300, least, range.maximum]
            where range.contains(extreme) {
                #expect(seen.contains(extreme), "\(range.name) never drew \(extreme)")
            }
        }
    }

    @Test func projectInputsStayInsideTheirFolder() {
        let input =
            "pages: p/*.yaml\n#file ../escape.yaml\n#file /etc/x.yaml\n#file p/a.yaml\npage: a\n#file p/./b.yaml\n"
        let files = ProjectInput.files(in: Array(input.utf8))
        #expect(files.map(\.path) == ["quilt.yml", "p/a.yaml"])
        #expect(String(decoding: files[0].bytes, as: UTF8.self).hasPrefix("pages: p/*.yaml\n#file ../escape.yaml\n"))
    }
}
