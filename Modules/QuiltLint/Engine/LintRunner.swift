import Foundation
import QuiltCore
import QuiltFiles
import QuiltYAML

/// Lints files and folders the way `pagelint` does: collects the files,
/// finds each one's project and configuration, lints them in parallel over a
/// bounded number of tasks, applies fixes when asked, and gathers one report
/// in stable order.
public struct LintRunner: Sendable {
    /// The registry for files outside any project (and the base of project registries).
    public var registry: Registry
    /// The linter.
    public var linter: Linter
    /// Paths are resolved against, and reported relative to, this folder.
    public var currentDirectory: String
    /// A configuration file to use instead of searching for `.pagelint.yml`.
    public var configurationFile: String?
    /// Write certain fixes into the files.
    public var fix: Bool
    /// Files linted at once (default: the number of processors).
    public var concurrency: Int

    /// Creates a runner.
    public init(
        registry: Registry, linter: Linter = Linter(),
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        configurationFile: String? = nil, fix: Bool = false,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.registry = registry
        self.linter = linter
        self.currentDirectory = currentDirectory
        self.configurationFile = configurationFile
        self.fix = fix
        self.concurrency = max(1, concurrency)
    }

    /// Lints `paths` (files or folders); none means the current folder's project.
    public func run(paths: [String]) async -> LintReport {
        let names = PathNames(currentDirectory: currentDirectory)
        let knownRules = linter.rules.ids
        var errors: [String] = []
        var explicitConfiguration: LintConfiguration?
        if let configurationFile {
            let absolute = names.absolute(configurationFile)
            if FileManager.default.fileExists(atPath: absolute) {
                explicitConfiguration = LintConfiguration.load(
                    file: absolute, displayPath: names.display(absolute), knownRules: knownRules)
            } else {
                errors.append("\(configurationFile): no such configuration file")
            }
        }
        var collector = FileCollector(
            names: names,
            resolver: ScopeResolver(
                baseRegistry: registry, knownRules: knownRules, names: names,
                explicitConfiguration: explicitConfiguration))
        let (targets, collectErrors) = collector.collect(paths)
        errors += collectErrors

        let outcomes = await lintAll(targets)
        var files: [String] = []
        var skipped: [String] = []
        var findings: [LintFinding] = []
        var fixes: [AppliedFix] = []
        for (target, outcome) in zip(targets, outcomes) {
            guard let result = outcome.result else {
                skipped.append(target.displayPath)
                continue
            }
            files.append(result.path)
            findings += result.findings
            fixes += outcome.fixes
            if let writeError = outcome.writeError { errors.append(writeError) }
        }
        findings += projectErrors(linted: targets)
        for diagnostic in collector.resolver.configurationDiagnostics {
            // Lint configuration is pagelint's own: the engine never reads it.
            if var finding = linter.claimedFinding(for: diagnostic, document: nil, settings: [:]) {
                finding.stopsEngine = false
                findings.append(finding)
            }
        }
        return LintReport(
            files: files.sorted(), findings: Linter.unique(findings).sorted(), fixes: fixes.sorted(), errors: errors,
            skipped: skipped.sorted(), rules: linter.rules.descriptions)
    }

    /// The errors of the projects of linted pages that lie in files not
    /// linted: the engine refuses those pages because of them, so pagelint
    /// must not pass them (a lint of the whole project reports each in its
    /// own file instead).
    private func projectErrors(linted targets: [LintTarget]) -> [LintFinding] {
        let linted = Set(targets.map(\.absolutePath))
        var seen: Set<String> = []
        var findings: [LintFinding] = []
        for target in targets {
            guard let project = target.scope.project, project.isPage(target.absolutePath),
                seen.insert(project.file).inserted
            else { continue }
            let settings = target.scope.configuration.settings(forFile: target.absolutePath)
            for diagnostic in project.errors(outside: linted) {
                guard var finding = linter.claimedFinding(for: diagnostic, document: nil, settings: settings) else {
                    continue
                }
                finding.notes.append(
                    "a problem of the project \(project.displayPath): quilt layout refuses \(target.displayPath) "
                        + "and every other page of it until it is fixed")
                findings.append(finding)
            }
        }
        return findings
    }

    private struct Outcome: Sendable {
        var result: LintFileResult?
        var fixes: [AppliedFix] = []
        var writeError: String?
    }

    private func lintAll(_ targets: [LintTarget]) async -> [Outcome] {
        await withTaskGroup(of: (Int, Outcome).self) { group in
            var outcomes = [Outcome](repeating: Outcome(), count: targets.count)
            var next = 0
            while next < min(concurrency, targets.count) {
                let index = next
                group.addTask { (index, lint(targets[index])) }
                next += 1
            }
            while let (index, outcome) = await group.next() {
                outcomes[index] = outcome
                if next < targets.count {
                    let index = next
                    group.addTask { (index, lint(targets[index])) }
                    next += 1
                }
            }
            return outcomes
        }
    }

    /// Fix rounds per file: a fix can uncover another (a renamed key whose
    /// value then needs fixing); three rounds are plenty and bound the work.
    private static let fixRounds = 3

    private func lint(_ target: LintTarget) -> Outcome {
        let read = FileBytes.read(target.absolutePath, limit: linter.loader.limits.maxBytes)
        var source = try? SourceText(bytes: read.get())
        let failure: FileContents.Failure? = if case .failure(let failure) = read { failure } else { nil }
        func lintOnce() -> LintFileResult? {
            linter.lint(
                source, path: target.displayPath, absolutePath: target.absolutePath, kind: target.kind,
                scope: target.scope, unreadable: failure)
        }
        var outcome = Outcome(result: lintOnce())
        guard fix else { return outcome }
        for _ in 0..<Self.fixRounds {
            guard let current = source, let result = outcome.result else { break }
            let fixable = result.findings.filter { $0.fix != nil && $0.file == target.displayPath }
            guard !fixable.isEmpty else { break }
            let (bytes, applied) = Fixer.apply(fixable, to: current)
            guard !applied.isEmpty, bytes != current.bytes else { break }
            guard FileBytes.write(bytes, to: target.absolutePath) else {
                outcome.writeError = "\(target.displayPath): cannot write the fixed file"
                break
            }
            outcome.fixes += applied
            source = SourceText(bytes: bytes)
            outcome.result = lintOnce()
        }
        return outcome
    }
}
