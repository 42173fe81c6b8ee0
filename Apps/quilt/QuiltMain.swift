import QuiltCommandLine
import QuiltPreviewCommand

/// `quilt`: the stock tool, every built-in family, kind extension and lint
/// rule (docs/plugins.md builds one with more), and `preview`.
@main
struct QuiltMain {
    static func main() async {
        var tool = QuiltTool(commandName: "quilt")
        tool.subcommands = [PreviewCommand.self]
        await tool.main()
    }
}
