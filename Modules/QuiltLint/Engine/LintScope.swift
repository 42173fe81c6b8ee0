import QuiltCore

/// What a file is linted within: the names its pages resolve against, the
/// project it belongs to, and the configuration that applies to it.
public struct LintScope: Sendable {
    /// The registry (the project's, or the built-in one).
    public var registry: Registry
    /// The project, when the file is inside one.
    public var project: LintProject?
    /// Rule settings, overrides and exclusions.
    public var configuration: LintConfiguration
    /// How reports name files; set by the runner, whose projects are loaded
    /// with absolute paths, so that a page's diagnostics located in its
    /// project's kind and preset files name them as reports do.
    var names: PathNames?

    /// Creates a scope.
    public init(registry: Registry, project: LintProject? = nil, configuration: LintConfiguration = LintConfiguration())
    {
        self.registry = registry
        self.project = project
        self.configuration = configuration
    }
}
