import QuiltLintTool

/// `pagelint`: the stock linter, every built-in rule (docs/lint.md), on the
/// lint path alone: no text stack, no web server. Text in project fonts is
/// estimated (``EstimatingFontLoader``); `quilt lint` is the same command
/// with text measured.
@main
struct PagelintMain {
    static func main() async {
        await LintTool(commandName: "pagelint").main()
    }
}
