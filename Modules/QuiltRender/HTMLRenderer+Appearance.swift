import QuiltCore

extension HTMLRenderer {
    /// The paint of one element: `background-color`, `background-image` and
    /// `box-shadow` from `light`, and, when `dark` (the same element drawn
    /// dark) differs, custom properties for both so the stylesheet of
    /// ``appearanceStylesheet(for:styles:)`` picks one by `prefers-color-scheme`:
    /// `--quilt-fill-light:#fff;--quilt-fill-dark:#1c1c1e;background-color:var(--quilt-fill)`.
    static func paint(_ light: ElementStyle, dark: ElementStyle?, size: Size) -> String {
        func values(_ style: ElementStyle) -> [String?] {
            [
                style.fill?.css,
                style.gradient.flatMap { cssGradient($0, size: size) },
                style.shadow.map {
                    "\(NumberText.px($0.offset.x)) \(NumberText.px($0.offset.y)) \(NumberText.px(2 * $0.radius)) \($0.color.css)"
                },
            ]
        }
        let lightValues = values(light)
        let darkValues = dark.map(values) ?? lightValues
        var css = ""
        for (index, property) in paintProperties.enumerated() {
            let (lightValue, darkValue) = (lightValues[index], darkValues[index])
            if lightValue == darkValue {
                if let lightValue { css += ";\(property.css):\(lightValue)" }
                continue
            }
            let name = "--quilt-\(property.variable)"
            css +=
                ";\(name)-light:\(lightValue ?? property.none);\(name)-dark:\(darkValue ?? property.none);\(property.css):var(\(name))"
        }
        return css
    }

    /// The painted properties: CSS name, custom property stem, and the value
    /// that paints nothing.
    static let paintProperties: [(css: String, variable: String, none: String)] = [
        ("background-color", "fill", "transparent"), ("background-image", "gradient", "none"),
        ("box-shadow", "shadow", "none"),
    ]

    /// True when some element of `snapshots` is painted differently in the
    /// dark appearance.
    static func hasAdaptiveColors(_ snapshots: [LayoutSnapshot], styles: ElementStyleCache) -> Bool {
        snapshots.contains { snapshot in
            snapshot.sections.contains { section in
                section.decorations.contains {
                    let both = styles.styles(of: $0.attributes)
                    return both.light != both.dark
                }
            }
        }
    }

    /// What the page's stylesheet adds for ``appearance``: nothing for a
    /// light page, or a page without adaptive colours drawn for the reader's
    /// preference; the dark page colours for a dark one; and, for a page
    /// with adaptive colours and no appearance chosen, the choice of each
    /// element's custom properties and the page colours by
    /// `prefers-color-scheme`.
    func appearanceStylesheet(for snapshots: [LayoutSnapshot], styles: ElementStyleCache) -> String {
        switch appearance {
        case .light:
            return ""
        case .dark:
            return "\n:root{color-scheme:dark}\n" + Self.darkStylesheet
        case nil:
            guard Self.hasAdaptiveColors(snapshots, styles: styles) || Self.viewsHaveAdaptiveColors(snapshots) else {
                return ""
            }
            return "\n:root{color-scheme:light dark}\n" + Self.choosing(.light)
                + "\n@media (prefers-color-scheme:dark){\n" + Self.choosing(.dark) + "\n" + Self.darkStylesheet + "\n}"
        }
    }

    /// Rules that set every element's colours that differ by appearance
    /// (custom properties with both halves) to their `appearance` half.
    static func choosing(_ appearance: Appearance) -> String {
        let half = appearance.rawValue
        return ".quilt-attached{"
            + paintProperties.map { "--quilt-\($0.variable):var(--quilt-\($0.variable)-\(half))" }
            .joined(separator: ";")
            + "}\n.quilt-part{--quilt-ink:var(--quilt-ink-\(half));--quilt-fill:var(--quilt-fill-\(half))}"
    }

    /// The page's own colours in the dark appearance (iOS's dark system
    /// colours), over ``stylesheet``.
    static let darkStylesheet = """
        html,body{background:#111214;color:#e5e5ea}
        .quilt-toolbar{background:#1c1c1e;border-color:#3a3a3c;color:#e5e5ea}
        .quilt-caption{color:#98989f}
        .quilt-page{background:#000;box-shadow:0 1px 4px rgba(0,0,0,.6)}
        .quilt-header{border-bottom-color:rgba(255,255,255,.12)}
        .quilt-header.quilt-pinned,.quilt-footer.quilt-pinned{background:rgba(28,28,30,.96)}
        .quilt-footer{color:#98989f}
        .quilt-footer .quilt-toggle{color:#0a84ff}
        .quilt-item{background:#1c1c1e;border-color:#3a3a3c}
        .quilt-image,.quilt-picture{background:repeating-linear-gradient(45deg,#2c2c2e 0 8px,#3a3a3c 8px 16px)}
        .quilt-muted{color:#8e8e93}
        .quilt-placeholder{border-color:#48484a;color:#8e8e93}
        .quilt-state-failed{border-color:#7f1d1d;color:#ff6961}
        """
}
