import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport

/// The cases the WebAssembly tests compare with the native build.
struct Corpus {
    /// Pages made extreme per family.
    let generatedPerFamily: Int
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
        for path in project.pageFiles {
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
        for (family, pages) in Self.familyPages.sorted(by: { $0.key < $1.key }) {
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
        for (name, text) in Self.fuzzInputs() {
            for width in [320.0, 390] {
                let path = "Examples/pages/fuzz-\(name).yaml"
                var record = NativeCase(page: path, text: text, options: ["width": width], project: project).record
                record["name"] = "fuzz corpus \(name) at \(Int(width))"
                try emit(Self.json(record))
                count += 1
            }
        }
        for path in project.pageFiles {
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

    /// The layout fuzz target's kept inputs (`Fuzz/Corpus/layout`), by file
    /// name without extension: pages that once broke something.
    static func fuzzInputs() -> [(String, String)] {
        let folder = "Fuzz/Corpus/layout"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { return nil }
            return (String(name.split(separator: ".").first ?? ""), String(decoding: data, as: UTF8.self))
        }
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
