/// One generated page through every target: the YAML loader, the linter
/// against the engine, layout at a width in range and at an extreme one
/// (10⁻³⁰⁰ … 10³⁰⁸), the project loader (the page in a project whose
/// widths include the extreme one), and both renderers. What `quilt-fuzz extreme` runs
/// 100,000 times and the tests run on a seeded sample.
public enum ExtremeRun {
    /// Target runs per page: layout twice, every other target once.
    public static var runsPerPage: Int { FuzzTargets.all.count + 1 }

    /// Widths in range the layout is checked at.
    static let inRange: [Double] = [1, 1.5, 320, 390, 768, 100_000]

    /// The failures of page `seed`, each naming the seed and the target
    /// (empty when every target passed).
    public static func failures(seed: UInt64, pages: ExtremePages) -> [String] {
        let text = pages.page(seed: seed)
        var random = FuzzRandom(seed: seed ^ 0x5EED)
        let widths = [random.pick(inRange), random.pick(FuzzInput.widths)]
        var inputs: [(any FuzzTarget, [UInt8])] = []
        for target in FuzzTargets.all {
            if target.name == LayoutTarget().name {
                for width in widths { inputs.append((target, Array((text + "#width=\(width)\n").utf8))) }
            } else if target.name == ProjectTarget().name {
                inputs.append((target, Array(project(page: text, width: widths[1]).utf8)))
            } else {
                inputs.append((target, Array(text.utf8)))
            }
        }
        var failures: [String] = []
        for (target, input) in inputs {
            do throws(FuzzFailure) {
                try target.run(input)
            } catch {
                failures.append("seed \(seed): \(error)")
            }
        }
        return failures
    }

    /// A project holding the page, checked at `width` and at 390.
    public static func project(page: String, width: Double) -> String {
        "pages: pages/*.yaml\ndefaults: {widths: [\(YAMLValue.number(width).text), 390]}\n"
            + ProjectInput.marker + "pages/page.yaml\n" + page
    }
}
