/// Every fuzz target, in the order `Fuzz/run` runs them: the one list the
/// runner, the CI campaign and the tests follow.
public enum FuzzTargets {
    /// The targets.
    public static let all: [any FuzzTarget] = [
        YAMLTarget(), LayoutTarget(), LintTarget(), ProjectTarget(), HTMLTarget(), SVGTarget(), RouteTarget(),
    ]

    /// The target named `name`.
    public static func named(_ name: String) -> (any FuzzTarget)? {
        all.first { $0.name == name }
    }
}
