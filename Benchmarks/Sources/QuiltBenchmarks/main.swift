// Usage: swift run -c release QuiltBenchmarks [group …]
// With no arguments every group runs. Groups are the keys below.

let groups: [(name: String, benchmarks: () -> [Benchmark])] = [
    ("list", { ListLayoutBenchmarks.all }),
    ("grid", { GridLayoutBenchmarks.all }),
    ("yaml", { YAMLBenchmarks.all }),
    ("yaml-ratio", { YAMLBenchmarks.report(); return [] }),
    ("render", { RenderBenchmarks.all }),
    ("kinds", { KindBenchmarks.all }),
    ("query", { QueryBenchmarks.all }),
    ("diff", { DiffBenchmarks.all }),
    ("incremental", { IncrementalLayoutBenchmarks.all }),
]

let selected = Set(CommandLine.arguments.dropFirst())
let unknown = selected.subtracting(groups.map(\.name))
if !unknown.isEmpty {
    print("unknown group(s): \(unknown.sorted().joined(separator: ", ")); known: \(groups.map(\.name).joined(separator: ", "))")
} else {
    for group in groups where selected.isEmpty || selected.contains(group.name) {
        print("== \(group.name)")
        for benchmark in group.benchmarks() { BenchmarkRunner.run(benchmark) }
    }
}
