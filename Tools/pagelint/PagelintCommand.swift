import ArgumentParser
import Foundation
import Quilt

/// `pagelint`: lints Quilt pages, component kinds, layout presets and
/// `quilt.yml` (see docs/lint.md).
///
/// Exit status: 0 clean (warnings allowed unless `--strict`), 1 when a
/// finding is an error, 2 on a usage or I/O error.
@main
struct PagelintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagelint",
        abstract: "Lint Quilt pages, component kinds, layout presets and quilt.yml.",
        discussion: """
            With no subcommand, lints the given files and folders (or, with none, the \
            project of the nearest quilt.yml). Exit status: 0 clean, 1 error findings \
            (or warnings with --strict), 2 usage or I/O errors. `pagelint rules` lists \
            the rules; `pagelint explain RULE` documents one.
            """,
        version: LintReporters.toolVersion,
        subcommands: [Lint.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self
    )

    /// Runs the command, turning usage errors into exit status 2 (not
    /// ArgumentParser's 64) as linters conventionally do.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
