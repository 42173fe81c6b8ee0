import QuiltYAML

/// Lint: a file is over the loader's limits — bigger than 16 MiB, nested
/// deeper than 256 levels, or expanding through aliases to over a million nodes.
///
/// Reports the loader's `yaml-limit` diagnostic.
struct YAMLLimitRule: LintRule {
    static let description = LintRuleDescription(
        id: .yamlLimit, severity: .error,
        rationale: "Hostile or runaway files (alias bombs, endless nesting) are refused before they cost memory.",
        details: """
            The loader refuses files over 16 MiB, nesting deeper than 256 levels and \
            documents that expand (through aliases) to more than 4,000,000 nodes — the \
            "billion laughs" attack. Real pages are far below these limits; a file \
            that hits one is generated wrongly or built to hurt.
            """,
        badExample: """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            g: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
            """,
        goodExample: """
            page: home
            sections: []
            """)
}
