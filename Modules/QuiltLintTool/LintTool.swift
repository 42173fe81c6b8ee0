import ArgumentParser
import Foundation
import QuiltBuiltIns
import QuiltCore
import QuiltLint
import QuiltModuleCore
import QuiltModules

/// The linter as a command-line tool: ``PagelintCommand`` (lint, `rules`,
/// `explain`) over a registry and a set of lint rules, on the lint path
/// alone. It links no text stack and no web server, so a repository can
/// build it as a pre-commit hook with libyaml alone.
///
/// The stock `pagelint` is this type with its defaults: every built-in
/// name (``estimatingRegistry``), every built-in rule, and
/// project fonts checked but their text estimated (``EstimatingFontLoader``).
/// `quilt lint` runs the same command with `quilt`'s registry, which
/// measures text with the fonts.
///
/// The commands read the running tool from ``current`` (a task-local value
/// set by ``main(_:)`` and ``run(_:arguments:)``).
public struct LintTool: Sendable {
    /// The name in usage and help (`pagelint`, `quilt`).
    public var commandName: String
    /// The names pages may use; projects (`quilt.yml`) add their kinds,
    /// presets and fonts on top of it.
    public var registry: Registry
    /// The rules the linter runs, `rules` lists and `explain` documents.
    public var lintRules: LintRuleRegistry
    /// What `--version` prints.
    public var version: String

    /// A tool named `commandName` over `registry` (default: the built-in
    /// names, fonts estimated) and `lintRules`.
    public init(
        commandName: String = "pagelint", registry: Registry = LintTool.estimatingRegistry,
        lintRules: LintRuleRegistry = .standard, version: String = LintReporters.toolVersion
    ) {
        self.commandName = commandName
        self.registry = registry
        self.lintRules = lintRules
        self.version = version
    }

    /// Every built-in name, as `Registry.standard` has them, with project
    /// fonts checked by an ``EstimatingFontLoader``: `pagelint`'s registry.
    public static var estimatingRegistry: Registry {
        var registry = Registry.builtIn(moduleKinds: .standard)
        registry.fontLoader = EstimatingFontLoader()
        return registry
    }

    /// The tool the running lint command belongs to (the stock `pagelint`
    /// outside ``run(_:arguments:)``).
    @TaskLocal public static var current = LintTool()

    /// Runs ``PagelintCommand`` on `arguments` (default: the process's) and
    /// exits with its status: 0 clean, 1 error findings, 2 usage or I/O errors.
    public func main(_ arguments: [String]? = nil) async -> Never {
        let status = await run(PagelintCommand.self, arguments: arguments)
        exit(status)
    }

    /// Parses `arguments` (default: the process's) as `root` or one of its
    /// subcommands, runs it with this tool as ``current``, and returns the
    /// exit status. Help and errors are printed as ArgumentParser prints
    /// them; a usage error of the linter (``PagelintCommand``, or a root's
    /// `lint` subcommand) is status 2, as linters use.
    public func run(_ root: any ParsableCommand.Type, arguments: [String]? = nil) async -> Int32 {
        await Self.$current.withValue(self) {
            let words = arguments ?? Array(CommandLine.arguments.dropFirst())
            let linting = root == PagelintCommand.self || words.first == PagelintCommand.subcommandName
            do {
                var command = try root.parseAsRoot(words)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return 0
            } catch {
                return Self.report(error, of: root, linting: linting)
            }
        }
    }

    /// Prints what ended `root` (help and `--version` on standard output,
    /// the rest on standard error) and returns its exit status.
    private static func report(_ error: any Error, of root: any ParsableCommand.Type, linting: Bool) -> Int32 {
        let code = root.exitCode(for: error)
        let message = root.fullMessage(for: error)
        if linting, code == .validationFailure {
            StandardStream.error(message + "\n")
            return 2
        }
        guard !message.isEmpty else { return code.rawValue }
        if code == .success {
            // Help and `--version`: output the caller asked for.
            do { try StandardStream.output(message + "\n") } catch { return 2 }
        } else {
            StandardStream.error(message + "\n")
        }
        return code.rawValue
    }
}
