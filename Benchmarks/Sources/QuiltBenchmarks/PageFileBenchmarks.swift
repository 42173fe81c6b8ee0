import Foundation
import Quilt

/// Layouts of the page files in the folder `QUILT_BENCHMARK_PAGES` names,
/// one benchmark per `*.yaml` file, named after it: what
/// `Benchmarks/wasm/families.mjs` times in the WebAssembly module too, so
/// native and Wasm lay out the same pages in one run.
enum PageFileBenchmarks {
    /// The width the pages are laid out at (`QUILT_BENCHMARK_WIDTH`, else 390).
    static var width: Double {
        ProcessInfo.processInfo.environment["QUILT_BENCHMARK_WIDTH"].flatMap(Double.init) ?? 390
    }

    static var all: [Benchmark] {
        guard let folder = ProcessInfo.processInfo.environment["QUILT_BENCHMARK_PAGES"] else {
            print("page-files: set QUILT_BENCHMARK_PAGES to a folder of pages (Benchmarks/wasm/families.mjs does)")
            return []
        }
        let names = FileWalker.files(under: folder, depth: 1) { $0.hasSuffix(".yaml") }
        return names.compactMap { name in
            let file = PageFile.load(path: folder + "/" + name, registry: .standard)
            guard let page = file.page else {
                print("page-files: \(name) does not decode: \(file.diagnostics.first.map { "\($0)" } ?? "?")")
                return nil
            }
            let items = page.sections.reduce(0) { $0 + $1.items.count }
            let width = width
            return Benchmark(name: name, items: max(1, items), iterations: 5) {
                { BenchmarkRunner.sink &+= Int(PageLayout.layout(page, width: width).contentHeight) }
            }
        }
    }
}
