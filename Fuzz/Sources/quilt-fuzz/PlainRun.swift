import Foundation
import QuiltFuzzing

/// The harness's commands: targets over files, generated pages and seed
/// corpora; the same in an ordinary build and a fuzzing one.
enum PlainRun {
    /// Quilt's schemas: `QUILT_SCHEMAS`, else those of the checkout this was built from.
    static var schemas: URL {
        ProcessInfo.processInfo.environment["QUILT_SCHEMAS"].map { URL(fileURLWithPath: $0) }
            ?? SchemaGenerator.sourceSchemasDirectory
    }

    /// `run TARGET PATH...`: every file once; exit 1 when any fails.
    static func run(_ arguments: [String]) throws {
        guard let name = arguments.first, let target = FuzzTargets.named(name) else { QuiltFuzz.fail(QuiltFuzz.usage) }
        var failures = 0
        let files = FuzzCorpus.files(in: arguments.dropFirst().map { URL(fileURLWithPath: $0) })
        for file in files {
            let input = Array((try? Data(contentsOf: file)) ?? Data())
            do throws(FuzzFailure) {
                try target.run(input)
            } catch {
                failures += 1
                print("FAIL \(file.path): \(error)")
            }
        }
        print("\(target.name): \(files.count) inputs, \(failures) failed")
        if failures > 0 { exit(1) }
    }

    /// `extreme [--count N] [--seed S] [--jobs J]`: generated pages through
    /// every target, in parallel; exit 1 when any fails.
    static func extreme(_ arguments: [String]) async throws {
        let count = UInt64(option("--count", in: arguments) ?? 100_000)
        let first = UInt64(option("--seed", in: arguments) ?? 1)
        let jobs = max(1, option("--jobs", in: arguments) ?? ProcessInfo.processInfo.activeProcessorCount)
        let pages = ExtremePages(generator: try SchemaGenerator(schemasDirectory: schemas))
        let start = Date()
        let failures = await withTaskGroup(of: [String].self) { group in
            for job in 0..<UInt64(jobs) {
                group.addTask {
                    var found: [String] = []
                    var seed = first + job
                    while seed < first + count {
                        found += ExtremeRun.failures(seed: seed, pages: pages)
                        seed += UInt64(jobs)
                    }
                    return found
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        let seconds = Date().timeIntervalSince(start)
        for failure in failures.sorted().prefix(50) { print("FAIL \(failure)") }
        print(
            String(
                format: "extreme: %llu pages (seeds %llu…%llu) × %d runs each, %d failures, %.1f s on %d jobs",
                count, first, first + count - 1, ExtremeRun.runsPerPage, failures.count, seconds, jobs))
        if !failures.isEmpty { exit(1) }
    }

    /// `generate DIR [--count N] [--seed S]`: writes pages `extreme-<seed>.yaml`.
    static func generate(_ arguments: [String]) throws {
        guard let directory = arguments.first, !directory.hasPrefix("--") else { QuiltFuzz.fail(QuiltFuzz.usage) }
        let count = UInt64(option("--count", in: arguments) ?? 200)
        let first = UInt64(option("--seed", in: arguments) ?? 1)
        let pages = ExtremePages(generator: try SchemaGenerator(schemasDirectory: schemas))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for seed in first..<(first + count) {
            try Data(pages.page(seed: seed).utf8).write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("extreme-\(seed).yaml"))
        }
    }

    /// `seed TARGET DIR`: the target's seed corpus written into `DIR`: the
    /// files of `Examples/`, `Tests/Fixtures/` and `Fuzz/Corpus/TARGET/` that
    /// end with one of its ``FuzzTarget/seedSuffixes``, projects packed
    /// (``ProjectInput/pack(directory:)``), and 200 generated pages.
    static func seed(_ arguments: [String]) throws {
        guard arguments.count == 2, let target = FuzzTargets.named(arguments[0]) else {
            QuiltFuzz.fail(QuiltFuzz.usage)
        }
        let directory = URL(fileURLWithPath: arguments[1])
        let root = schemas.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var seeds: [(name: String, bytes: [UInt8])] = []
        let sources = ["Examples", "Tests/Fixtures", "Fuzz/Corpus/\(target.name)"].map {
            root.appendingPathComponent($0)
        }
        for file in FuzzCorpus.files(in: sources, suffixes: target.seedSuffixes + [".input"]) {
            seeds.append((file.path, Array(try Data(contentsOf: file))))
        }
        let pages = ExtremePages(generator: try SchemaGenerator(schemasDirectory: schemas))
        if target.name == ProjectTarget().name {
            for project in FuzzCorpus.projects(in: sources.dropLast()) {
                if let packed = ProjectInput.pack(directory: project) { seeds.append((project.path, packed)) }
            }
            for seed in UInt64(1)...50 {
                seeds.append(
                    ("extreme-\(seed)", Array(ExtremeRun.project(page: pages.page(seed: seed), width: 390).utf8)))
            }
        } else if target.seedsFromGeneratedPages {
            for seed in UInt64(1)...200 { seeds.append(("extreme-\(seed)", Array(pages.page(seed: seed).utf8))) }
        }
        for (index, seed) in seeds.enumerated() {
            try Data(seed.bytes).write(to: directory.appendingPathComponent(String(format: "seed-%04d", index)))
        }
        print("\(target.name): \(seeds.count) seeds in \(directory.path)")
    }

    /// The whole number after `name` in `arguments`.
    static func option(_ name: String, in arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1])
    }
}
