import Quilt

/// One intent of a ``LoadPlan`` as it was performed, and how it ended.
public struct LoadStep: Hashable, Sendable {
    /// The intent.
    public var intent: LoadIntent
    /// How it ended.
    public var outcome: LoadOutcome

    /// A step.
    public init(intent: LoadIntent, outcome: LoadOutcome) {
        self.intent = intent
        self.outcome = outcome
    }

    /// True when the intent failed or was refused: by default the sequence ends here.
    public var isProblem: Bool {
        switch outcome {
        case .failed, .refused: true
        case .finished, .superseded, .scheduled: false
        }
    }

    /// Why the loader refused the intent (`nothing more to load`), nil when it ran.
    public var refusal: String? {
        if case .refused(let reason) = outcome { return reason }
        return nil
    }
}
