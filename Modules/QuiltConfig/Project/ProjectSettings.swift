import QuiltCore

/// The decoded `quilt.yml`: where a project's files live, its defaults, the
/// built-in families it enables, its fonts, and the linter's section kept as
/// written.
public struct ProjectSettings: Sendable {
    /// Globs of page files (default `pages/**/*.yaml`).
    public var pages: [Pattern]
    /// Globs of component-kind files (default `components/*.yaml`).
    public var components: [Pattern]
    /// Globs of layout-preset files (default `layouts/*.yaml`).
    public var layouts: [Pattern]
    /// The data folder, relative to the project file (default `data/`).
    public var data: String
    /// The layout families pages may use; nil enables every registered one.
    public var families: [String]?
    /// Where `families` was written, for diagnostics about it.
    public var familiesLocation: SourceLocation?
    /// The container widths pages are checked at (default `[390]`); the
    /// first is the width commands lay out at when none is given.
    public var widths: [Double]
    /// The item field that identifies items when a kind sets none.
    public var identityField: String?
    /// The layout a section gets when neither it nor its kind names one.
    public var defaultLayout: String?
    /// Where `defaults.layout` was written.
    public var defaultLayoutLocation: SourceLocation?
    /// Font files registered by family and weight, for size rules that
    /// measure text (`family: Body`).
    public var fonts: [Font] = []
    /// The families every registered face falls back to, in order, for
    /// characters it lacks (`fallback: [CJK, Emoji]`); a face's own
    /// `fallback:` replaces the list for it.
    public var fallback: [Fallback] = []
    /// The `lint:` section, for the linter; not interpreted here.
    public var lint: ConfigNode?

    /// The settings of a project file that writes nothing.
    public init() {
        pages = [Pattern("pages/**/*.yaml")]
        components = [Pattern("components/*.yaml")]
        layouts = [Pattern("layouts/*.yaml")]
        data = "data/"
        widths = [390]
    }
}
