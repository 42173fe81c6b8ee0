/// One fuzz target: a function from arbitrary bytes to a verdict, run by
/// libFuzzer (`Fuzz/run`), by the plain harness (`quilt-fuzz run`) and by the
/// tests over the corpora.
///
/// A target traps only where Quilt traps; everything else it checks (a
/// located diagnostic, a finite frame, pagelint agreeing with the engine) it
/// reports by throwing ``FuzzFailure``, which the libFuzzer runner turns
/// into a crash and the tests into a failed expectation naming the input.
///
/// Adding a target is three steps (docs/fuzzing.md): a type conforming to
/// this protocol in `Fuzz/Targets/`, one line in ``FuzzTargets/all``, and
/// seed inputs in `Fuzz/Corpus/<name>/`.
public protocol FuzzTarget: Sendable {
    /// The name `Fuzz/run` and `quilt-fuzz` use (`layout`).
    var name: String { get }
    /// What the target feeds its input to, for `quilt-fuzz list` and the docs.
    var summary: String { get }
    /// The file names in `Examples/` and `Tests/Fixtures/` that seed it
    /// (`Fuzz/run` copies those whose names end with one of these).
    var seedSuffixes: [String] { get }
    /// True when `quilt-fuzz seed` adds generated extreme pages to the seeds.
    var seedsFromGeneratedPages: Bool { get }
    /// Runs one input. Throws when a checked property does not hold.
    func run(_ input: [UInt8]) throws(FuzzFailure)
}

extension FuzzTarget {
    /// YAML files seed most targets.
    public var seedSuffixes: [String] { [".yaml", ".yml"] }
    /// Most targets read pages, so generated extreme pages seed them too.
    public var seedsFromGeneratedPages: Bool { true }
}
