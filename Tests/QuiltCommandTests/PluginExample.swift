import Foundation
import QuiltTestSupport

/// `Examples/Plugin/` built as a team would build it: a package of its own
/// depending on Quilt by path, compiled from a clean copy of the repository
/// (``PackageCopy``) in `.build-plugin-example/` — the copy in `quilt/`, the
/// build in `scratch/`, both kept between runs so that a rebuild compiles
/// only what changed.
struct PluginExample: Sendable {
    /// The folder of both.
    static let folder = PackagePaths.root.appendingPathComponent(".build-plugin-example")

    /// The example's project folder in the copy (`quilt.yml`, `pages/`).
    let project: URL
    /// The built `shopquilt`.
    let tool: URL
    /// What `swift build` printed, for failure messages.
    let log: String
    /// `swift build`'s exit status.
    let status: Int32

    /// Copies, builds once per test run, and returns the outcome.
    static let built: PluginExample = {
        let copy = folder.appendingPathComponent("quilt")
        let scratch = folder.appendingPathComponent("scratch")
        let project = copy.appendingPathComponent("Examples/Plugin")
        let tool = scratch.appendingPathComponent("debug/shopquilt")
        do {
            let changed = try PackageCopy.update(copy)
            if changed.contains(where: { !$0.hasPrefix("Examples/Plugin/") }) {
                touchPackageSources(in: copy)
                // The build plan lists each module's files: without it, SwiftPM
                // plans again and sees files Quilt added or removed (a kept plan
                // compiled Core without a new file: "cannot find 'CornerRadii'").
                try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
            }
            // Without debug information: nothing steps through this build, and
            // it compiles a fifth faster (150 CPU-s against 188 from scratch).
            let build = try CommandRunner.script([
                "swift", "build", "--package-path", project.path, "--scratch-path", scratch.path, "--product",
                "shopquilt", "-Xswiftc", "-gnone",
            ])
            return PluginExample(project: project, tool: tool, log: build.stdout, status: build.status)
        } catch {
            return PluginExample(project: project, tool: tool, log: "\(error)", status: -1)
        }
    }()

    /// Marks every Swift source of Quilt's own modules in the copy — and of
    /// the example's, which are compiled against them — as modified, so that
    /// a change to Quilt recompiles Quilt whole while its dependencies
    /// (swift-argument-parser, …) stay compiled: an incremental build across
    /// a changed struct layout can link a module compiled against the old one.
    static func touchPackageSources(in copy: URL) {
        let manager = FileManager.default
        let now = Date()
        for folder in ["Modules", "Apps", "Tools", "Examples/Plugin/Sources"] {
            let root = copy.appendingPathComponent(folder)
            let enumerator = manager.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                try? manager.setAttributes(
                    [.modificationDate: now], ofItemAtPath: root.appendingPathComponent(path).path)
            }
        }
    }

    /// Runs `shopquilt` with `arguments` in the example's project folder.
    func run(_ arguments: [String]) async throws -> CommandRunner.Result {
        try await CommandRunner.run(executableAt: tool, arguments, in: project)
    }
}
