/// One measurement: a name, how many items one run processes, and the work.
///
/// `setUp` runs once, untimed; `run` is timed over several iterations and the
/// median is reported, per run and per item.
struct Benchmark {
    /// Shown in the report, and used to select benchmarks on the command line.
    var name: String
    /// Items one run processes (for ns/item); 1 for "per call" figures.
    var items: Int
    /// Timed repetitions (after one untimed warm-up).
    var iterations: Int = 7
    /// Builds the work to time; the closure it returns is called once per iteration.
    var setUp: () -> () -> Void
}
