import QuiltCore

/// The rules a linter runs, in order, looked up by id.
///
/// Order matters for diagnostics: the first rule that claims a decoder
/// diagnostic reports it, so specific rules (`scrolling-on-vertical`,
/// `deprecated-option`) come before the general ones they refine
/// (`ineffective-option`, `unknown-key`).
public struct LintRuleRegistry: Sendable {
    /// The rules, in claiming order.
    public private(set) var rules: [any LintRule]
    /// Every rule's description, in registry order (kept beside the rules so
    /// that linting a file does not copy them out of each type).
    public private(set) var descriptions: [LintRuleDescription]
    private var indexByID: [DiagnosticCode: Int]

    /// A registry of `rules`; a later rule with an id already present is ignored.
    public init(_ rules: [any LintRule]) {
        self.rules = []
        descriptions = []
        indexByID = [:]
        for rule in rules { try? register(rule) }
    }

    /// Every built-in rule.
    public static let standard = LintRuleRegistry([
        // Reading the file.
        IOErrorRule(), YAMLSyntaxRule(), YAMLMultipleDocumentsRule(), YAMLLimitRule(), DuplicateKeyRule(),
        // Refinements first: they claim diagnostics the general rules would.
        DeprecatedOptionRule(), ScrollingOnVerticalRule(), MaxDisplayCountAndLinesRule(),
        ContainHeaderWithoutHeaderRule(),
        ItemFieldTypeRule(),
        // The schema.
        UnknownKeyRule(), WrongTypeRule(), UnknownValueRule(), OutOfRangeRule(), MissingKeyRule(),
        ConflictingKeysRule(),
        UnknownLayoutRule(), UnknownComponentRule(), UnknownFontRule(), DuplicateSectionIDRule(),
        DuplicateItemIDRule(), IneffectiveOptionRule(),
        SpanExceedsGridRule(),
        // Meaning.
        PinnedHeaderOnStripRule(), PlaceholderShorterThanContentRule(), SizeRuleUnknownFieldRule(), MissingGlyphRule(),
        // Views.
        ViewUnknownFieldRule(), ViewSizeConflictRule(), BadImageRule(),
        // Projects: quilt.yml, component kinds, presets.
        UnreachablePageRule(), DuplicateRegistrationRule(), BadFontRule(), LayoutCycleRule(), UnmatchedGlobRule(),
        // Loading data.
        UnknownRequestRule(), DuplicateRequestIDRule(), RequestOrderRule(), BadTemplateRule(), BadPointerRule(),
        BadURLRule(), LoadFailedRule(),
        // Style and housekeeping.
        InvisibleColorRule(), NonCanonicalColorRule(), SuperfluousDisableRule(),
    ])

    /// Adds `rule` at the end.
    /// - Throws: ``LintRuleError/duplicateID(_:)`` when a rule with its id is registered.
    public mutating func register(_ rule: any LintRule) throws(LintRuleError) {
        let description = type(of: rule).description
        guard indexByID[description.id] == nil else { throw .duplicateID(description.id) }
        indexByID[description.id] = rules.count
        rules.append(rule)
        descriptions.append(description)
    }

    /// The rule with `id`.
    public func rule(_ id: DiagnosticCode) -> (any LintRule)? {
        indexByID[id].map { rules[$0] }
    }

    /// Every id, sorted.
    public var ids: [DiagnosticCode] { indexByID.keys.sorted() }
}
