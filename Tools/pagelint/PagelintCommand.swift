import ArgumentParser
import Quilt

/// `pagelint`: checks page files.
@main
struct PagelintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pagelint", abstract: "Lint Quilt page files.")
    func run() throws {}
}
