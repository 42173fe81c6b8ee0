import CYAMLBench
import Quilt

/// YAML loading throughput against libyaml's bare event loop on the same input:
/// the loader's cost over the parser is building located `ConfigNode`s.
enum YAMLBenchmarks {
    static var all: [Benchmark] {
        let text = samplePage(sections: 2_000)
        let bytes = Array(text.utf8)
        print("input: \(bytes.count / 1024) KiB page, \(2_000) sections")
        return [
            Benchmark(name: "libyaml bare event loop", items: bytes.count) {
                { BenchmarkRunner.sink &+= bareEventCount(bytes) }
            },
            Benchmark(name: "YAMLLoader → ConfigNode", items: bytes.count) {
                let loader = YAMLLoader()
                return {
                    let document = bytes.withUnsafeBufferPointer { loader.parse(bytes: $0, file: "bench.yaml") }
                    BenchmarkRunner.sink &+= document.root == nil ? 0 : 1
                }
            },
            Benchmark(name: "PageFile (parse + decode)", items: bytes.count) {
                let registry = Registry.standard
                return {
                    BenchmarkRunner.sink &+=
                        PageFile.parse(text, path: "bench.yaml", registry: registry).page?.sections.count ?? 0
                }
            },
        ]
    }

    /// Runs both loops once more and prints MB/s and the ratio side by side.
    static func report() {
        let bytes = Array(samplePage(sections: 2_000).utf8)
        let megabytes = Double(bytes.count) / 1_000_000
        let bare = BenchmarkRunner.run(all[0])
        let loader = BenchmarkRunner.run(all[1])
        let bareRate = megabytes / (bare / 1e9)
        let loaderRate = megabytes / (loader / 1e9)
        print(
            "libyaml events: \(BenchmarkRunner.format2(bareRate)) MB/s; YAMLLoader: \(BenchmarkRunner.format2(loaderRate)) MB/s; loader/libyaml = \(BenchmarkRunner.format2(loaderRate / bareRate * 100))%"
        )
    }

    /// Parses `bytes` with libyaml and counts the events, building nothing.
    static func bareEventCount(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
        }
        return count
    }

    /// A realistic page: list sections with inset, header and eight items each.
    static func samplePage(sections: Int) -> String {
        var text = "page: bench\ntitle: Benchmark page\nsections:\n"
        for index in 0..<sections {
            text += """
                  - id: section-\(index)
                    header: {height: 44, title: "Section \(index)"}
                    layout:
                      kind: list
                      distribution: 3
                      itemRatio: {fraction: 1.2}
                      inset: {top: 10, left: 15, bottom: 10, right: 15}
                      lineSpacing: 8
                      interitemSpacing: 8
                    items:

                """
            for item in 0..<8 {
                text +=
                    "      - {id: item-\(index)-\(item), title: 'Item \(item) of section \(index)', price: \(item * 3).5}\n"
            }
        }
        return text
    }
}
