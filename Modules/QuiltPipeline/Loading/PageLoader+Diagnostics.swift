import Foundation
import Quilt

extension PageLoader {
    /// Failed requests as `load-failed` errors, each at its request's place
    /// in the page (or at the module when the request is not found).
    public nonisolated func diagnostics(for errors: [RequestError]) -> [Diagnostic] {
        errors.map { error in
            Diagnostic(.error, code: .loadFailed, error.description, at: location(ofRequest: error.request))
        }
    }

    /// Problems in loaded data as warnings with the problem's code
    /// (`wrong-type`, `missing-key`): the layout goes on, with the items
    /// kept as they came (docs/loading.md#problems-in-loaded-data).
    ///
    /// A file request's problem is located at the offending value's
    /// line:column in the data file, read again with Quilt's YAML loader
    /// (JSON is YAML); an HTTP request's (or a file that can no longer be
    /// read) at the request in the page, its message naming the request,
    /// what was fetched and the JSON pointer of the value in the response.
    public nonisolated func diagnostics(for problems: [LoadedDataProblem]) -> [Diagnostic] {
        let roots = (environment.transport as? StandardTransport)?.roots
        // Each file is read once, however many problems it has.
        var documents: [String: ConfigNode?] = [:]
        func document(_ target: String) -> ConfigNode? {
            guard !Self.isHTTP(target), let file = roots?.file(at: target) else { return nil }
            if let known = documents[file] { return known }
            let root = YAMLLoader().load(path: Self.displayed(file)).root
            documents[file] = root
            return root
        }
        var diagnostics: [Diagnostic] = []
        for problem in problems {
            let what = problem.index.map { "item \($0) of" } ?? "the items of"
            var notes = ["\(what) request '\(problem.request)' in section '\(problem.section)'"]
            if let root = document(problem.target) {
                // The other place (a repeated identity's first item), located too.
                if let related = problem.relatedPointer {
                    notes.append("the first is at \(root.nearestNode(at: related).location)")
                }
                diagnostics.append(
                    Diagnostic(
                        .warning, code: problem.problem.code, problem.problem.message,
                        at: root.nearestNode(at: problem.pointer).location,
                        suggestion: problem.problem.suggestion, notes: notes))
            } else {
                if let related = problem.relatedPointer { notes.append("the first is at \(related)") }
                diagnostics.append(
                    Diagnostic(
                        .warning, code: problem.problem.code,
                        "request '\(problem.request)' (\(problem.target)) at \(problem.pointer): \(problem.problem.message)",
                        at: location(ofRequest: problem.request), suggestion: problem.problem.suggestion, notes: notes))
            }
        }
        return diagnostics
    }

    /// Closes the loader (``close()``) and returns every data problem that
    /// `events` — subscribed before the intents were performed — reported.
    public func close(collectingDataProblemsFrom events: AsyncStream<LoadEvent>) async -> [LoadedDataProblem] {
        await close(collectingFrom: events).problems
    }

    /// Closes the loader (``close()``) and returns every data problem that
    /// `events` reported, and every target its commits fetched (each once,
    /// in the order first fetched).
    public func close(collectingFrom events: AsyncStream<LoadEvent>) async -> (
        problems: [LoadedDataProblem], targets: [String]
    ) {
        close()
        var problems: [LoadedDataProblem] = []
        var targets: [String] = []
        for await event in events {
            switch event {
            case .didFindDataProblems(let found): problems += found
            case .didCommit(let result): targets += result.targets.filter { !targets.contains($0) }
            default: break
            }
        }
        return (problems, targets)
    }

    private nonisolated func location(ofRequest id: String) -> SourceLocation {
        module.allRequests.first { $0.id == id }?.location ?? module.location
    }

    static func isHTTP(_ target: String) -> Bool {
        let lowered = target.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// A path below the current folder relative to it, as page paths are shown.
    static func displayed(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
