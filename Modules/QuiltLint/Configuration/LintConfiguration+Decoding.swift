import Foundation
import QuiltCore
import QuiltFiles
import QuiltYAML

extension LintConfiguration {
    /// The name of the stand-alone configuration file.
    public static let fileName = ".pagelint.yml"

    /// Decodes a configuration mapping (a `.pagelint.yml` root or the `lint:`
    /// section of `quilt.yml`). Unknown keys, unknown rule ids and bad
    /// settings are located diagnostics in ``diagnostics``.
    ///
    /// - Parameters:
    ///   - node: The mapping.
    ///   - base: The absolute folder its globs are relative to.
    ///   - knownRules: Rule ids a setting may name.
    public static func decode(_ node: ConfigNode, base: String, knownRules: [DiagnosticCode]) -> LintConfiguration {
        var context = DecodingContext(registry: Registry())
        var configuration = LintConfiguration()
        guard var reader = MappingReader(node, context: &context, what: "lint configuration") else {
            configuration.diagnostics = context.diagnostics
            return configuration
        }
        if let rules = reader.node("rules") {
            configuration.rules = decodeRules(rules, knownRules: knownRules, context: &context)
        }
        if let overrides = reader.node("overrides") {
            if let elements = overrides.elements {
                for element in elements {
                    guard var entry = MappingReader(element, context: &context, what: "override") else { continue }
                    let files =
                        entry.require("files", context: &context, what: "override").flatMap {
                            globs($0, key: "files", context: &context)
                        } ?? []
                    let rules =
                        entry.node("rules").map { decodeRules($0, knownRules: knownRules, context: &context) } ?? [:]
                    entry.finish(context: &context, where: "override")
                    configuration.overrides.append(Override(files: files, base: base, rules: rules))
                }
            } else {
                context.typeMismatch(expected: "a sequence of {files, rules}", at: overrides, key: "overrides")
            }
        }
        if let exclude = reader.node("exclude") {
            configuration.exclude = (globs(exclude, key: "exclude", context: &context) ?? []).map { ($0, base) }
        }
        configuration.width = reader.decode("width", in: .width, context: &context)
        reader.finish(context: &context, where: "lint configuration")
        configuration.diagnostics = context.diagnostics
        return configuration
    }

    /// Loads a configuration file (`.pagelint.yml`, or `--config`).
    ///
    /// - Parameters:
    ///   - file: Its absolute path; globs in it are relative to its folder.
    ///   - displayPath: How diagnostics name it.
    ///   - knownRules: Rule ids a setting may name.
    public static func load(
        file: String, displayPath: String, knownRules: [DiagnosticCode], loader: YAMLLoader = YAMLLoader()
    ) -> LintConfiguration {
        var configuration = LintConfiguration()
        let data: [UInt8]
        switch FileContents.read(file, limit: loader.limits.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            configuration.diagnostics = [
                Diagnostic(
                    .error, code: failure.code, failure.message,
                    at: SourceLocation(file: displayPath, line: 1, column: 1))
            ]
            return configuration
        }
        let document = data.withUnsafeBufferPointer { loader.parse(bytes: $0, file: displayPath) }
        // An empty file configures nothing; an unparsable one only reports.
        guard let root = document.root, !root.isNull else {
            configuration.diagnostics = document.diagnostics
            return configuration
        }
        configuration = decode(root, base: (file as NSString).deletingLastPathComponent, knownRules: knownRules)
        configuration.diagnostics = document.diagnostics + configuration.diagnostics
        return configuration
    }

    private static func decodeRules(_ node: ConfigNode, knownRules: [DiagnosticCode], context: inout DecodingContext)
        -> [DiagnosticCode: RuleSetting]
    {
        guard let pairs = node.pairs else {
            context.typeMismatch(
                expected: "a mapping of rule ids to error, warning, info or off", at: node, key: "rules")
            return [:]
        }
        var settings: [DiagnosticCode: RuleSetting] = [:]
        for pair in pairs {
            guard let id = pair.key.scalarText.map({ DiagnosticCode($0) }) else {
                context.typeMismatch(expected: "a rule id", at: pair.key)
                continue
            }
            guard knownRules.contains(id) else {
                context.error(
                    .unknownKey, "unknown rule '\(id)'", at: pair.key,
                    suggestion: Suggestions.closest(to: id.rawValue, in: knownRules.map(\.rawValue)),
                    notes: ["`pagelint rules` lists every rule"])
                continue
            }
            if let setting = RuleSetting.decode(pair.value, context: &context) { settings[id] = setting }
        }
        return settings
    }

    private static func globs(_ node: ConfigNode, key: String, context: inout DecodingContext) -> [Glob]? {
        if node.pairs == nil, node.elements == nil, let text = String.decode(node, context: &context) {
            return [Glob(text)]
        }
        guard let patterns = [String].decode(node, context: &context) else { return nil }
        return patterns.map(Glob.init)
    }
}
