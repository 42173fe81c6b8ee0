import Quilt

/// What a ``LoadPlan`` did to a page (``PreparedPage/load``): the intents
/// performed and how each ended, the problems loading found, and where each
/// section stands afterwards — enough to draw a failed or partly loaded state.
public struct LoadReport: Sendable {
    /// The plan that ran.
    public var plan: LoadPlan
    /// The intents performed, in order; fewer than the plan's when it ended
    /// at a problem.
    public var steps: [LoadStep]
    /// Problems in loaded data (warnings), then requests still failed at the
    /// end (`load-failed` errors).
    public var diagnostics: [Diagnostic]
    /// Every section's status after the last step, by section id.
    public var statuses: [String: LoadStatus]

    /// A report.
    public init(plan: LoadPlan, steps: [LoadStep], diagnostics: [Diagnostic], statuses: [String: LoadStatus]) {
        self.plan = plan
        self.steps = steps
        self.diagnostics = diagnostics
        self.statuses = statuses
    }

    /// True when an intent of the plan was not performed (the sequence ended at a problem).
    public var endedEarly: Bool { steps.count < plan.intents.count }

    /// The first refused step and its index in ``steps``, if any.
    public var firstRefusal: (index: Int, step: LoadStep)? {
        steps.enumerated().first { $0.element.refusal != nil }.map { ($0.offset, $0.element) }
    }
}
