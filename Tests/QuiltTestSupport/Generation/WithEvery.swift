import Foundation
import Testing

/// Runs `body` once for every element of `elements`, inside the one test that
/// calls it, and names the element in every issue recorded while `body` runs
/// for it (`"seed 17"`): generated cases stay one line of test output while a
/// failure still says which case failed.
///
/// A thrown error ends the loop: an expectation that `#require` failed has
/// already been recorded (with the element named); any other error is
/// recorded here, named the same way, and the loop returns without throwing
/// it again. Elements are run in order, so the same seed gives the same case
/// on every run; to run one failing case alone, set `QUILT_EVERY` to the
/// element as the failure names it (`QUILT_EVERY=17 swift test --filter …`).
///
/// In the manner of apple/swift-collections' `withEvery("seed", in: …)`.
///
/// - Parameter label: What an element is (`"seed"`, `"case"`), put before it in messages.
/// - Parameter elements: The cases, in the order they run.
/// - Parameter sourceLocation: Where an error that `body` throws is reported.
/// - Parameter body: The checks for one case.
public func withEvery<Elements: Sequence>(
    _ label: String,
    in elements: Elements,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @Sendable (Elements.Element) async throws -> Void
) async throws where Elements.Element: Sendable {
    let only = ProcessInfo.processInfo.environment["QUILT_EVERY"]
    for element in elements {
        let value = "\(element)"
        if let only, only != value { continue }
        guard let test = Test.current else {
            // Outside a test there is no issue to name: run the plain loop.
            try await body(element)
            continue
        }
        let naming = IssueHandlingTrait.compactMapIssues { issue in
            var issue = issue
            issue.comments.append(Comment(rawValue: "\(label) \(value) (run it alone: QUILT_EVERY='\(value)')"))
            return issue
        }
        do {
            try await naming.provideScope(for: test, testCase: Test.Case.current) {
                do {
                    try await body(element)
                } catch let failed as ExpectationFailedError {
                    throw failed
                } catch {
                    Issue.record(error, sourceLocation: sourceLocation)
                    throw Stop()
                }
            }
        } catch is Stop {
            return
        }
    }
}

/// Ends a ``withEvery(_:in:_:)`` loop after an error was recorded.
private struct Stop: Error {}
