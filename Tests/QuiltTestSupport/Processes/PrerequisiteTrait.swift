import Testing

/// Runs a test (or every test of a suite) only where something outside Swift
/// is present — Chromium, python3, Python's `jsonschema` — and otherwise
/// skips it with the reason, *and says so*: the skip is printed as a line of
/// its own, `↷ skipped NAME: REASON`, so that it shows even under
/// `swift test --quiet`, which prints only issues and the summary, and
/// `.ci/run` can count it. A test that cannot run is never reported as passed.
public struct PrerequisiteTrait: TestTrait, SuiteTrait {
    /// True where the test can run.
    public let isMet: @Sendable () -> Bool
    /// Why the test is skipped otherwise, with what to install.
    public let reason: String
    /// Where the skip line goes: standard output.
    public var report: @Sendable (String) -> Void = { print($0) }

    /// A prerequisite that holds where `isMet` returns true; `reason` says what is missing otherwise.
    public init(isMet: @escaping @Sendable () -> Bool, reason: String) {
        self.isMet = isMet
        self.reason = reason
    }

    /// The line printed for a skipped test (or suite) `name`.
    public static func skipLine(name: String, reason: String) -> String {
        "↷ skipped \(name): \(reason)"
    }

    /// Prints the skip line and skips `test` when the prerequisite is missing.
    public func prepare(for test: Test) async throws {
        guard !isMet() else { return }
        report(Self.skipLine(name: test.name, reason: reason))
        try await ConditionTrait.disabled(Comment(rawValue: reason)).prepare(for: test)
    }
}

extension Trait where Self == PrerequisiteTrait {
    /// Runs the test only where ``Prerequisites/schemaValidator`` holds; skipped with the reason otherwise.
    public static var needsSchemaValidator: Self {
        PrerequisiteTrait(
            isMet: { Prerequisites.schemaValidator },
            reason: "needs Python's jsonschema and PyYAML (pip install jsonschema PyYAML)")
    }

    /// Runs the test only where ``Prerequisites/browser`` holds; skipped with the reason otherwise.
    public static var needsBrowser: Self {
        PrerequisiteTrait(
            isMet: { Prerequisites.browser },
            reason:
                "needs python3, Chromium (apt-get install chromium, or set QUILT_BROWSER) and websocket-client"
                + " (pip install websocket-client)")
    }

    /// Runs the test only where ``Prerequisites/node`` holds; skipped with the reason otherwise.
    public static var needsNode: Self {
        PrerequisiteTrait(isMet: { Prerequisites.node }, reason: "needs Node on PATH (apt-get install nodejs)")
    }

    /// Runs the test only where ``Prerequisites/python`` holds; skipped with the reason otherwise.
    public static var needsPython: Self {
        PrerequisiteTrait(isMet: { Prerequisites.python }, reason: "needs python3 on PATH")
    }
}
