import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport

/// The cases the WebAssembly tests compare with the native build.
struct Corpus {
    /// Pages made extreme per family.
    let generatedPerFamily: Int
    /// Folders of fuzz inputs laid out as pages besides the kept ones
    /// (`--inputs`: a campaign's corpus).
    var inputFolders: [String] = []
    /// True to write the inputs of ``inputFolders`` alone (`--only-inputs`).
    var onlyInputs = false
    /// The example pages of each family: what its generated pages start from.
    static let familyPages = [
        "list": ["Examples/pages/lists.yaml", "Examples/pages/scrolling.yaml"],
        "flex": ["Examples/pages/flex.yaml"],
        "waterfall": ["Examples/pages/waterfall.yaml"],
        "grid": ["Examples/pages/grid.yaml"],
    ]
    static let projectFile = "Examples/quilt.yml"

    func write(to path: String) async throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let output = FileHandle(forWritingAtPath: path) else { throw OracleError("cannot write \(path)") }
        defer { try? output.close() }
        func emit(_ line: String) throws { try output.write(contentsOf: Data((line + "\n").utf8)) }

        let files = try Self.exampleFiles()
        let project = ProjectLoader.load(file: Self.projectFile, base: .standard)
        let logs = Self.recordFonts(of: project)
        try emit(Self.json(["kind": "project", "file": Self.projectFile, "files": files]))
        var count = 0
        for path in project.pageFiles where !onlyInputs {
            guard let text = files[path] else { continue }
            for width in [320.0, 390, 768] {
                for direction in ["ltr", "rtl"] {
                    for appearance in ["light", "dark"] {
                        let options: [String: Any] = ["width": width, "direction": direction, "appearance": appearance]
                        try emit(
                            Self.json(NativeCase(page: path, text: text, options: options, project: project).record))
                        count += 1
                    }
                }
            }
        }
        for (family, pages) in Self.familyPages.sorted(by: { $0.key < $1.key }) where !onlyInputs {
            for seed in 0..<UInt64(generatedPerFamily) {
                let path = pages[Int(seed) % pages.count]
                guard let text = files[path] else { continue }
                let mutated = ExtremeNumbers.mutate(text, seed: seed)
                let width = [320.0, 390, 768, 1, 100_000][Int(seed % 5)]
                let options: [String: Any] = ["width": width, "direction": seed % 2 == 0 ? "ltr" : "rtl"]
                var record = NativeCase(page: path, text: mutated, options: options, project: project).record
                record["name"] = "\(family) seed \(seed)"
                try emit(Self.json(record))
                count += 1
            }
        }
        for (name, text) in Self.fuzzInputs(seeds: !onlyInputs, extra: inputFolders) {
            let path = "Examples/pages/fuzz-input.yaml"
            var record = NativeCase(page: path, text: text, options: ["width": 390.0], project: project).record
            record["name"] = "fuzz input \(name)"
            try emit(Self.json(record))
            count += 1
        }
        for path in project.pageFiles where !onlyInputs {
            guard let text = files[path] else { continue }
            for width in [320.0, 390] {
                guard let record = await LoadedCase(page: path, text: text, project: project, width: width).record()
                else { continue }
                try emit(Self.json(record))
                count += 1
            }
        }
        try emit(Self.json(["kind": "fonts", "faces": logs.mapValues { $0.record }]))
        report("\(count) cases")
    }

    /// Every YAML file of the example project, by its path from the package root.
    static func exampleFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: "Examples")
        while let relative = walker?.nextObject() as? String {
            guard !relative.hasPrefix("Plugin"), relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else {
                continue
            }
            files["Examples/" + relative] = try String(contentsOfFile: "Examples/" + relative, encoding: .utf8)
        }
        guard files[projectFile] != nil else {
            throw OracleError("run from the package root: \(projectFile) not found")
        }
        return files
    }

    /// A log for each project font measured with a font file, by where its
    /// faces were read from: `path` (`path#index` in a collection), and for a
    /// family falling back, its faces' joined by `+`. Each face of a chain
    /// has its metrics recorded too, as the module loads it before chaining.
    static func recordFonts(of project: Project) -> [String: FaceLog] {
        var logs: [String: FaceLog] = [:]
        for font in project.settings.fonts {
            guard
                let measurer = project.registry.font(family: font.family, weight: font.weight)?.measurer
                    as? ShapedTextMeasurer
            else { continue }
            let key = measurer.faceSources.joined(separator: "+")
            if logs[key] == nil {
                let log = ShapingLog()
                measurer.record(into: log)
                logs[key] = FaceLog(metrics: measurer.metrics, log: log)
            }
            for source in measurer.faceSources where logs[source] == nil {
                let parts = source.split(separator: "#", maxSplits: 1)
                let index = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
                guard let face = try? ShapedTextMeasurer(path: String(parts[0]), index: index) else { continue }
                logs[source] = FaceLog(metrics: face.metrics, log: ShapingLog())
            }
        }
        return logs
    }

    /// The seed corpus of the fuzz targets that read pages (`layout`,
    /// `lint`), as `quilt-fuzz seed` gathers it — the kept inputs
    /// (`Fuzz/Corpus/layout`, `Fuzz/Corpus/lint`) and the YAML files of
    /// `Tests/Fixtures` (`Examples/` is laid out above) — and every file
    /// of `extra`, by path (the seeds left out unless `seeds`). Each is laid
    /// out as a page of the example project.
    static func fuzzInputs(seeds: Bool, extra: [String]) -> [(String, String)] {
        var inputs: [(String, String)] = []
        for folder in (seeds ? ["Fuzz/Corpus/layout", "Fuzz/Corpus/lint", "Tests/Fixtures"] : []) + extra {
            let walker = FileManager.default.enumerator(atPath: folder)
            var names: [String] = []
            while let name = walker?.nextObject() as? String { names.append(name) }
            for name in names.sorted() {
                let seeded = extra.contains(folder) || [".input", ".yaml", ".yml"].contains { name.hasSuffix($0) }
                var isFolder: ObjCBool = false
                let path = "\(folder)/\(name)"
                guard seeded, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    let data = FileManager.default.contents(atPath: path)
                else { continue }
                inputs.append((path, String(decoding: data, as: UTF8.self)))
            }
        }
        return inputs
    }

    static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Why the oracle stopped.
struct OracleError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
