import ArgumentParser
import Foundation
import Quilt

/// How to look at a loaded page, shared by `quilt layout` and `quilt render`:
/// `--state SECTION=STATE` shows a section's loading, empty or failed view
/// in place of its items.
struct PageViewOptions: ParsableArguments {
    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "Show a section's view of a state in place of its items: SECTION=loading, SECTION=empty or SECTION=failed (repeatable).",
            valueName: "section=state"))
    var states: [String] = []

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

    /// `page` with every requested view applied; a section the page does not
    /// have is an error on standard error (exit status 1).
    func apply(to page: PageSpec, path: String) throws -> PageSpec {
        var page = page
        for (section, state) in try requestedStates() {
            guard let shown = page.showing(state, inSection: section) else {
                let known = page.sections.map(\.id).joined(separator: ", ")
                FileHandle.standardError.write(
                    Data("\(path): error: --state: the page has no section '\(section)' (sections: \(known))\n".utf8))
                throw ExitCode(1)
            }
            page = shown
        }
        return page
    }
}
