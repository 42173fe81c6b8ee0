import QuiltCore

/// A loaded project: its settings, the registry its pages decode against
/// (the base registry plus the project's component kinds and layout presets,
/// less the families it does not enable), its files, and every problem found
/// in `quilt.yml` and in the kind and preset files.
public struct Project: Sendable {
    /// The project file as found or given; nil when there is none.
    public var file: String?
    /// The folder paths are relative to (the project file's folder).
    public var directory: String
    /// The decoded project file.
    public var settings: ProjectSettings
    /// What pages decode against.
    public var registry: Registry
    /// The page files the `pages` globs match, sorted.
    public var pageFiles: [String]
    /// The component-kind files loaded, sorted.
    public var componentFiles: [String]
    /// The layout-preset files loaded, sorted.
    public var layoutFiles: [String]
    /// Problems in the project's files, sorted by location, each once.
    public var diagnostics: [Diagnostic]

    /// Creates a project from parts.
    public init(
        file: String?, directory: String, settings: ProjectSettings, registry: Registry,
        pageFiles: [String] = [], componentFiles: [String] = [], layoutFiles: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.directory = directory
        self.settings = settings
        self.registry = registry
        self.pageFiles = pageFiles
        self.componentFiles = componentFiles
        self.layoutFiles = layoutFiles
        self.diagnostics = diagnostics
    }

    /// No project file: `registry` as it is and the default settings, so
    /// commands work on a lone page as they always did.
    public static func standalone(registry: Registry, directory: String = ".") -> Project {
        Project(file: nil, directory: directory, settings: ProjectSettings(), registry: registry)
    }

    /// The data folder, as a path usable from the current directory.
    public var dataDirectory: String { path(settings.data) }

    /// The container widths pages are checked at.
    public var widths: [Double] { settings.widths }

    /// `relative` (to the project's folder) as a path usable from the current directory.
    public func path(_ relative: String) -> String {
        directory == "." ? relative : directory + "/" + relative
    }
}
