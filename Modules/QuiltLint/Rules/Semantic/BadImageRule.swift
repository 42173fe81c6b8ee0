import QuiltCore

/// Lint: an inline item's picture field holds something that is not a
/// picture a page can show: not a string, a URL of another scheme, a
/// string with spaces, an absolute path.
///
/// Reports the section decoder's `bad-image` diagnostic at the value in the
/// page (loaded data is reported by `quilt layout` at the value in the data
/// file, a warning).
struct BadImageRule: LintRule {
    static let description = LintRuleDescription(
        id: .badImage, severity: .error,
        rationale: "A picture field that holds no picture leaves the item's picture out, in the page and in the app.",
        details: """
            A view's `image:` part shows the picture in its field: an `http` or \
            `https` URL, a `data:image/` URL, or a path inside the project \
            (embedded by `quilt render`, docs/views.md#pictures). Anything else — \
            a number, `javascript:` or `file:` URLs, white space, an absolute path \
            — is refused and the part left out. Fix the item's value.
            """,
        badExample: """
            page: shop
            sections:
              - id: picks
                view: {column: [{image: photo, aspect: 1}, {text: title}]}
                items:
                  - {id: p1, title: Lamp, photo: /etc/lamp.png}
            """,
        goodExample: """
            page: shop
            sections:
              - id: picks
                view: {column: [{image: photo, aspect: 1}, {text: title}]}
                items:
                  - {id: p1, title: Lamp, photo: images/lamp.png}
            """,
        fileKinds: [.page])
}
