import Foundation
import QuiltFiles

/// Turns the command line's paths into the files to lint.
///
/// A file path is linted; a folder is searched recursively for `*.yaml` and
/// `*.yml` files, skipping hidden ones. No paths means the project of the
/// current folder: every file its globs list, and `quilt.yml`. Paths matched
/// by a lint configuration's `exclude:` are never linted (even when named),
/// and files in a project's data folder are skipped. What each file is
/// comes from its project's globs, or else its content (``Linter``).
struct FileCollector {
    let names: PathNames
    var resolver: ScopeResolver

    /// The targets, in order and without repeats, and the paths that could
    /// not be used (each a message for standard error).
    mutating func collect(_ paths: [String]) -> (targets: [LintTarget], errors: [String]) {
        var errors: [String] = []
        var candidates: [String] = []
        if paths.isEmpty {
            guard let project = resolver.project(forDirectory: names.currentDirectory) else {
                return (
                    [],
                    [
                        "no paths given and no \(LintProject.fileName) in \(names.currentDirectory) or above; name the files or folders to lint"
                    ]
                )
            }
            candidates = project.listedFiles()
        }
        for path in paths {
            let absolute = names.absolute(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                // A loop of symbolic links exists but names nothing: linted,
                // it is reported as the io-error it is, at its own name.
                if FileContents.refusal(at: absolute, limit: .max) == .symbolicLinkLoop {
                    candidates.append(absolute)
                } else {
                    errors.append("\(path): no such file or directory")
                }
                continue
            }
            if isDirectory.boolValue {
                let base = absolute == "/" ? "" : absolute
                candidates += FileWalker.files(under: absolute, where: Self.isYAML).map { base + "/" + $0 }
            } else {
                candidates.append(absolute)
            }
        }
        var seen = Set<String>()
        var targets: [LintTarget] = []
        for path in candidates where seen.insert(path).inserted {
            let scope = resolver.scope(forDirectory: PathNames.parent(path))
            if scope.configuration.excludes(path) { continue }
            var kind: LintFileKind?
            switch scope.project?.role(of: path) ?? .outside {
            case .kind(let listed): kind = listed
            case .data: continue
            case .unlisted, .outside: kind = nil
            }
            targets.append(LintTarget(absolutePath: path, displayPath: names.display(path), kind: kind, scope: scope))
        }
        return (targets, errors)
    }

    /// True for `*.yaml` and `*.yml`: what pagelint reads in a folder it is given.
    static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }
}
