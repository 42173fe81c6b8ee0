import ArgumentParser
import Foundation
import Quilt
import QuiltLintTool

/// How to look at a loaded page, shared by `quilt layout` and `quilt render`:
/// `--state SECTION=STATE` shows a section's loading, empty or failed view
/// in place of its items; `--expand SECTION` lays a collapsible section out
/// expanded; `--direction rtl` lays the page out right to left.
struct PageViewOptions: ParsableArguments {
    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "Show a section's view of a state in place of its items: SECTION=loading, SECTION=empty or SECTION=failed (repeatable).",
            valueName: "section=state"))
    var states: [String] = []

    @Option(
        name: .customLong("expand"),
        help: ArgumentHelp("Lay out a collapsible section expanded (repeatable).", valueName: "section"))
    var expanded: [String] = []

    @Option(help: "Lay the page out left to right or right to left, whatever its `direction:` says.")
    var direction: LayoutDirection?

    func validate() throws {
        _ = try requestedStates()
    }

    /// Each `--state` as a section id and a state, in the order written.
    func requestedStates() throws -> [(section: String, state: SectionState)] {
        try states.map { written in
            let parts = written.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let state = SectionState(rawValue: parts[1]), state != .content
            else {
                throw ValidationError(
                    "--state must be SECTION=loading, SECTION=empty or SECTION=failed, found '\(written)'")
            }
            return (parts[0], state)
        }
    }

    /// `page` in the direction asked for, with every section asked for
    /// expanded, then every requested view shown; a section the page does not have (or that does not
    /// collapse) is an error on standard error (exit status 1).
    func apply(to page: PageSpec, path: String) throws -> PageSpec {
        let view = PageView(direction: direction, expanded: expanded, states: try requestedStates())
        switch view.apply(to: page) {
        case .success(let shown): return shown
        case .failure(let failure): throw Self.failure("\(path): error: \(failure)")
        }
    }

    /// Prints `message` on standard error; the exit status to throw.
    private static func failure(_ message: String) -> ExitCode {
        StandardStream.error(message + "\n")
        return ExitCode(1)
    }
}
