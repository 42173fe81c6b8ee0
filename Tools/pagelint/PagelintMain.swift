import QuiltCommandLine

/// `pagelint`: the stock linter, every built-in rule (docs/lint.md);
/// `quilt lint` is the same command.
@main
struct PagelintMain {
    static func main() async {
        await QuiltTool(commandName: "pagelint").lintMain()
    }
}
