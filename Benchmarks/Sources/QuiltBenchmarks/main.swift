// Usage: swift run -c release QuiltBenchmarks [group …] [--match TEXT]
// With no groups every group runs. Groups are the keys below; `--match TEXT`
// runs only the benchmarks whose name contains TEXT (for profiling one).

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

// Each line reaches a file as soon as it is printed: a run stopped part way
// keeps everything measured until then.
setvbuf(stdout, nil, _IOLBF, 0)

let groups: [(name: String, benchmarks: () async -> [Benchmark])] = [
    ("list", { ListLayoutBenchmarks.all }),
    ("grid", { GridLayoutBenchmarks.all }),
    ("flex", { FlexLayoutBenchmarks.all }),
    ("waterfall", { WaterfallLayoutBenchmarks.all }),
    ("yaml", { YAMLBenchmarks.all }),
    (
        "yaml-ratio",
        {
            YAMLBenchmarks.report()
            return []
        }
    ),
    (
        "end-to-end",
        {
            EndToEndBenchmarks.report()
            return []
        }
    ),
    ("render", { RenderBenchmarks.all }),
    ("kinds", { KindBenchmarks.all }),
    ("query", { QueryBenchmarks.all }),
    ("diff", { DiffBenchmarks.all }),
    ("incremental", { IncrementalLayoutBenchmarks.all }),
    ("lint", { LintBenchmarks.all }),
    ("text", { TextBenchmarks.all }),
    ("views", { ViewBenchmarks.all }),
    ("direction", { DirectionBenchmarks.all }),
    ("page-files", { PageFileBenchmarks.all }),
    (
        "live",
        {
            await LiveBenchmarks.report()
            return []
        }
    ),
]

var arguments = Array(CommandLine.arguments.dropFirst())
var match: String?
if let flag = arguments.firstIndex(of: "--match"), flag + 1 < arguments.count {
    match = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let selected = Set(arguments)
let unknown = selected.subtracting(groups.map(\.name))
if !unknown.isEmpty {
    print(
        "unknown group(s): \(unknown.sorted().joined(separator: ", ")); known: \(groups.map(\.name).joined(separator: ", "))"
    )
} else {
    for group in groups where selected.isEmpty || selected.contains(group.name) {
        print("== \(group.name)")
        for benchmark in await group.benchmarks() where match.map({ benchmark.name.contains($0) }) ?? true {
            BenchmarkRunner.run(benchmark)
        }
    }
}
