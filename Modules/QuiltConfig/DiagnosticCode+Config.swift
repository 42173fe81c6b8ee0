import QuiltCore

/// The codes of reading configuration files and loading a project.
extension DiagnosticCode {
    /// A file that cannot be read.
    public static let ioError = DiagnosticCode("io-error")
    /// YAML the parser rejects, or an alias to no anchor.
    public static let yamlSyntax = DiagnosticCode("yaml-syntax")
    /// A file over a loader limit: size, nesting depth, alias expansion.
    public static let yamlLimit = DiagnosticCode("yaml-limit")
    /// A file with more than one YAML document.
    public static let yamlMultipleDocuments = DiagnosticCode("yaml-multiple-documents")
    /// A key written twice in one mapping.
    public static let duplicateKey = DiagnosticCode("duplicate-key")
    /// A glob in `quilt.yml` that matches no file.
    public static let unmatchedGlob = DiagnosticCode("unmatched-glob")
    /// Two project files define one component kind or layout name.
    public static let duplicateRegistration = DiagnosticCode("duplicate-registration")
}

extension DiagnosticCode {
    /// YAML outside what a reader without libyaml reads (the WebAssembly
    /// build): tags, block scalars, tabs, multi-line scalars, and syntax
    /// errors, which only libyaml's reading names.
    public static let yamlUnsupported = DiagnosticCode("yaml-unsupported")
}
