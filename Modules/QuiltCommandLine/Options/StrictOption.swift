import ArgumentParser
import Foundation
import QuiltLintTool

/// `--strict`: warnings fail the command too, for CI jobs that want a page
/// and its loaded data spotless.
struct StrictOption: ParsableArguments {
    @Flag(
        help:
            "Exit with status 1 when any warning was printed (problems in loaded data, missing images, …); the output is still written."
    )
    var strict = false

    /// With `--strict`, exit status 1 when `warnings` were printed; called
    /// once the output is written, so it is there to look at.
    func finish(warnings: Int) throws {
        guard strict, warnings > 0 else { return }
        StandardStream.error("error: --strict: \(warnings) warning(s)\n")
        throw ExitCode(1)
    }
}
