import QuiltCommandLine

/// `quilt`: the stock tool, every built-in family, kind extension and lint
/// rule (docs/plugins.md builds one with more).
@main
struct QuiltMain {
    static func main() async {
        await QuiltTool(commandName: "quilt").main()
    }
}
