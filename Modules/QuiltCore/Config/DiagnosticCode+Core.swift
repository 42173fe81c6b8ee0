/// The codes Core's decoders report; every family and module decoder reuses
/// them for the same kinds of problem.
extension DiagnosticCode {
    /// A value of the wrong kind: a sequence where a number belongs, a string
    /// where a mapping belongs, an item field of the wrong type.
    public static let wrongType = DiagnosticCode("wrong-type")
    /// A number outside its documented range, or a list of the wrong length.
    public static let outOfRange = DiagnosticCode("out-of-range")
    /// A key nobody reads, usually misspelt.
    public static let unknownKey = DiagnosticCode("unknown-key")
    /// A required key (or an item's required field) is absent.
    public static let missingKey = DiagnosticCode("missing-key")
    /// A value outside an enumeration, or a colour, image or kind name that is not known.
    public static let unknownValue = DiagnosticCode("unknown-value")
    /// Keys that exclude each other are both written.
    public static let conflictingKeys = DiagnosticCode("conflicting-keys")
    /// An option that has no effect where it is written.
    public static let ineffectiveOption = DiagnosticCode("ineffective-option")
    /// Two sections of a page share an id.
    public static let duplicateSectionID = DiagnosticCode("duplicate-section-id")
    /// A layout name that is neither a registered family nor a preset.
    public static let unknownLayout = DiagnosticCode("unknown-layout")
    /// A component kind name that is not registered.
    public static let unknownComponent = DiagnosticCode("unknown-component")
    /// A layout option written under its old name where the family reads
    /// the new one (``DeprecatedOption``): read, with a warning.
    public static let deprecatedOption = DiagnosticCode("deprecated-option")
    /// A section laid out to an infinite or NaN frame (a family written in
    /// code that overflowed): the page is refused, never printed with `null`.
    public static let nonFiniteFrame = DiagnosticCode("non-finite-frame")
    /// Layout presets that build on each other in a circle.
    public static let layoutCycle = DiagnosticCode("layout-cycle")
}
