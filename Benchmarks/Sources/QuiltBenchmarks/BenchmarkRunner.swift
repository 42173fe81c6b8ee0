/// Runs benchmarks and prints one line each: median time per run and per item.
enum BenchmarkRunner {
    /// A sink that keeps results alive so the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0

    /// Runs `benchmark` and returns its median duration in nanoseconds.
    @discardableResult
    static func run(_ benchmark: Benchmark) -> Double {
        let work = benchmark.setUp()
        work()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, benchmark.iterations) {
            let elapsed = clock.measure { work() }
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let perItem = median / Double(max(1, benchmark.items))
        print(
            pad(benchmark.name, 48) + pad(format(median), 14, right: true)
                + pad(String(format2(perItem)) + " ns/item", 20, right: true))
        return median
    }

    /// "12.3 ms", "850 µs", "420 ns".
    static func format(_ nanoseconds: Double) -> String {
        if nanoseconds >= 1e9 { return format2(nanoseconds / 1e9) + " s" }
        if nanoseconds >= 1e6 { return format2(nanoseconds / 1e6) + " ms" }
        if nanoseconds >= 1e3 { return format2(nanoseconds / 1e3) + " µs" }
        return format2(nanoseconds) + " ns"
    }

    static func format2(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return String(scaled)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
