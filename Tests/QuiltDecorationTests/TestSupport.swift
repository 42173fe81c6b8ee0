import QuiltCore
import QuiltDecoration
import QuiltListLayout
import QuiltYAML

/// Swift Testing has a `SourceLocation` too; tests mean Quilt's.
typealias SourceLocation = QuiltCore.SourceLocation

/// The list family and the decoration key with the standard contents kinds.
func decorationRegistry() -> Registry {
    var registry = Registry()
    // Distinct names on an empty registry cannot collide.
    try? registry.register(family: ListLayout())
    try? registry.register(sectionExtension: DecorationExtension())
    return registry
}

/// Decodes page YAML (named `page.yaml` in locations).
func parsePage(_ text: String, registry: Registry = decorationRegistry()) -> PageFile {
    PageFile.parse(text, path: "page.yaml", registry: registry)
}

/// Lays out page YAML at `width` and returns the page's diagnostics and snapshot.
func layoutPage(_ text: String, width: Double = 390, registry: Registry = decorationRegistry()) -> (
    diagnostics: [Diagnostic], snapshot: LayoutSnapshot?
) {
    let file = parsePage(text, registry: registry)
    return (file.diagnostics, file.page.map { PageLayout.layout($0, width: width) })
}

/// `file:line:column` on `page.yaml`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "page.yaml", line: line, column: column)
}

/// Decodes one `decoration:` value written as YAML (the value's text, indented
/// as under a section key) and returns the decorations and diagnostics.
func decodeDecoration(_ yaml: String, registry: Registry = decorationRegistry()) -> (
    decorations: [Decoration], diagnostics: [Diagnostic]
) {
    let text = "page: p\nsections:\n  - id: s\n    header: 10\n    footer: 10\n    decoration:\n" + yaml
    let file = parsePage(text, registry: registry)
    let attachment = file.page?.sections.first?.attachments[DecorationExtension.key]?.value(as: SectionDecorations.self)
    return (attachment?.decorations ?? [], file.diagnostics)
}
