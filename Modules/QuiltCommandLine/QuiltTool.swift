import ArgumentParser
import Foundation
import Quilt
@_exported import QuiltLintTool

/// A Quilt command-line tool: `quilt`'s subcommands (`layout`, `render`,
/// `preview`, `schema`, `lint`) or `pagelint`, over a registry and a set of
/// lint rules that a team extends in Swift.
///
/// The stock `quilt` is this type with the built-in names and rules
/// (`pagelint` is a ``LintTool``, which links no text stack). A team's own
/// tool registers its plugins and gets every subcommand, with its families,
/// kinds and rules known to all of them (`preview` when it adds
/// ``subcommands``):
///
/// ```swift
/// import Quilt
/// import QuiltCommandLine
/// import QuiltPreviewCommand
///
/// @main struct ShopQuilt {
///     static func main() async throws {
///         var tool = QuiltTool(commandName: "shop-quilt")
///         try tool.registry.register(family: CarouselLayout())
///         try tool.lintRules.register(EmptyCarouselRule())
///         tool.subcommands.append(PreviewCommand.self)
///         await tool.main()
///     }
/// }
/// ```
///
/// The commands read the running tool from ``current`` (a task-local value
/// set by ``main(_:)``, ``lintMain(_:)`` and ``run(_:arguments:)``), so a
/// team's own subcommands can use the same registry.
public struct QuiltTool: Sendable {
    /// The name in usage and help (`quilt`, `pagelint`, `shop-quilt`).
    public var commandName: String
    /// The names pages may use: every built-in family and extension by
    /// default, plus what the tool registers. Projects (`quilt.yml`) add
    /// their kinds and presets on top of it.
    public var registry: Registry
    /// The lint rules `lint` runs, `lint rules` lists and `lint explain`
    /// documents, in claiming order: every built-in rule by default, plus the
    /// tool's own (configured in `quilt.yml`'s `lint:` and `.pagelint.yml`
    /// by their ids, like built-in rules).
    public var lintRules: LintRuleRegistry
    /// What `--version` prints.
    public var version: String
    /// Subcommands of the tool beyond `layout`, `render`, `schema` and `lint`.
    /// The stock `quilt` adds `PreviewCommand` (module `QuiltPreviewCommand`),
    /// so that the web server is linked only into tools that serve:
    /// `pagelint`, and a team's tool that leaves it out, link none of it.
    public var subcommands: [any ParsableCommand.Type] = []

    /// A tool named `commandName` over `registry` and `lintRules`.
    public init(
        commandName: String = "quilt", registry: Registry = .standard, lintRules: LintRuleRegistry = .standard,
        version: String = LintReporters.toolVersion
    ) {
        self.commandName = commandName
        self.registry = registry
        self.lintRules = lintRules
        self.version = version
    }

    /// The tool the running command belongs to (the stock `quilt` outside
    /// ``run(_:arguments:)``).
    @TaskLocal public static var current = QuiltTool()

    /// Runs `quilt`'s subcommands (``QuiltCommand``) on `arguments` (default:
    /// the process's) and exits with the command's status.
    public func main(_ arguments: [String]? = nil) async -> Never {
        let status = await run(QuiltCommand.self, arguments: arguments)
        exit(status)
    }

    /// Runs the linter as its own command (``PagelintCommand``: lint by
    /// default, `rules`, `explain`) on `arguments` with this tool's registry
    /// and rules, and exits with its status: 0 clean, 1 error findings, 2
    /// usage or I/O errors.
    public func lintMain(_ arguments: [String]? = nil) async -> Never {
        let status = await run(PagelintCommand.self, arguments: arguments)
        exit(status)
    }

    /// This tool as the linter sees it: its name, registry, rules and version.
    public var lintTool: LintTool {
        LintTool(commandName: commandName, registry: registry, lintRules: lintRules, version: version)
    }

    /// Parses `arguments` (default: the process's) as `root` or one of its
    /// subcommands, runs it with this tool as ``current`` (and as
    /// ``LintTool/current``, for `lint`), and returns the exit status. Help
    /// and errors are printed as ArgumentParser prints them; a usage error
    /// of the linter is status 2, as linters use.
    public func run(_ root: any ParsableCommand.Type, arguments: [String]? = nil) async -> Int32 {
        await Self.$current.withValue(self) {
            await lintTool.run(root, arguments: arguments)
        }
    }
}
