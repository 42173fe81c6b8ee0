import Foundation
import Quilt

/// `quilt layout` of a 2,000-section page as a user runs it, process start
/// and reading the file included, against libyaml's bare event loop over the
/// same file (reading it included, building nothing).
///
/// The page is kept in `Benchmarks/.build/end-to-end/page.yaml`, where
/// `Benchmarks/wasm/run.mjs` finds it. It times the release `quilt` beside this package (`swift build -c release
/// --product quilt` at the top of the repository), or the one `QUILT_BIN`
/// names; without one it says so and times nothing.
enum EndToEndBenchmarks {
    static let sections = 2_000
    /// Timed runs of each side, after one untimed; the median is reported.
    static let runs = 7

    static func report() {
        guard let quilt = quiltBinary() else {
            print("end-to-end: skipped, no release quilt (swift build -c release --product quilt, or set QUILT_BIN)")
            return
        }
        let page = pageFile
        try? FileManager.default.createDirectory(
            at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = YAMLBenchmarks.samplePage(sections: sections)
        guard (try? text.write(to: page, atomically: true, encoding: .utf8)) != nil else {
            print("end-to-end: could not write \(page.path)")
            return
        }
        let bytes = text.utf8.count
        let megabytes = Double(bytes) / 1_000_000
        let bare = BenchmarkRunner.run(
            Benchmark(name: "libyaml bare event loop over the file", items: bytes, iterations: runs) {
                { BenchmarkRunner.sink &+= bareEventCount(ofFile: page.path) }
            })
        var failure: String?
        let layout = BenchmarkRunner.run(
            Benchmark(name: "quilt layout --compact, process start included", items: bytes, iterations: runs) {
                {
                    if let problem = runLayout(quilt, page: page.path) { failure = problem }
                }
            })
        if let failure {
            print("end-to-end: quilt layout failed: \(failure)")
            return
        }
        print(
            "end-to-end, \(BenchmarkRunner.format2(megabytes)) MB page of \(sections) sections: "
                + "quilt layout \(BenchmarkRunner.format(layout)) (process start included), "
                + "libyaml bare event loop \(BenchmarkRunner.format(bare)); "
                + "quilt layout / libyaml = \(BenchmarkRunner.format2(layout / bare))"
        )
    }

    /// Where the page is written and kept, for `Benchmarks/wasm/run.mjs` to
    /// time the WebAssembly module on: `Benchmarks/.build/end-to-end/page.yaml`.
    static var pageFile: URL {
        benchmarksFolder.appendingPathComponent(".build/end-to-end/page.yaml")
    }

    /// `Benchmarks/`: this file is Benchmarks/Sources/QuiltBenchmarks/EndToEndBenchmarks.swift.
    static var benchmarksFolder: URL {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        return folder
    }

    /// Reads the file and counts libyaml's events.
    static func bareEventCount(ofFile path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        return YAMLBenchmarks.bareEventCount(Array(data))
    }

    /// Runs `quilt layout --compact` on the page, its JSON thrown away; a
    /// description of the failure, or nil.
    ///
    /// Started with `posix_spawn` on Linux: Foundation's `Process` took 51 ms
    /// to run `/bin/true` here (it closes every descriptor up to the limit
    /// of 20,000), a third of what it was timing.
    static func runLayout(_ quilt: URL, page: String) -> String? {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let executable: String = quilt.path
        let arguments: [UnsafeMutablePointer<CChar>?] = [executable, "layout", "--compact", page].map {
            $0.withCString { strdup($0) }
        }
        defer { for argument in arguments { free(argument) } }
        var process: pid_t = 0
        let spawned = posix_spawn(&process, executable, &actions, nil, arguments + [nil], environ)
        guard spawned == 0 else { return "posix_spawn: \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 {
            guard errno == EINTR else { return "waitpid: \(String(cString: strerror(errno)))" }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        let exited = status & 0x7F == 0
        return exited && (status >> 8) & 0xFF == 0 ? nil : "wait status \(status)"
        #else
        let process = Process()
        process.executableURL = quilt
        process.arguments = ["layout", "--compact", page]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "\(error)"
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "exit status \(process.terminationStatus)"
        #endif
    }

    /// `QUILT_BIN`, else `.build/release/quilt` at the top of the repository.
    static func quiltBinary() -> URL? {
        if let named = ProcessInfo.processInfo.environment["QUILT_BIN"] {
            return FileManager.default.isExecutableFile(atPath: named) ? URL(fileURLWithPath: named) : nil
        }
        let quilt = benchmarksFolder.deletingLastPathComponent().appendingPathComponent(".build/release/quilt")
        return FileManager.default.isExecutableFile(atPath: quilt.path) ? quilt : nil
    }
}
