import QuiltCore

extension HTMLRenderer {
    /// The section's header, in flow at its frame when pinned (so that it
    /// sticks), else placed absolutely; its title or toggle inside.
    func writeHeader(
        of section: SectionSnapshot, content: PageContent.Section?, attributes sectionAttributes: String,
        accessibility aria: SectionAccessibility, to html: inout MarkupBytes
    ) {
        let origin = section.frame.origin
        if let header = section.header {
            let title = Self.toggleContent(
                content?.headerTitle.map(MarkupText.text) ?? "", of: section, as: .header, accessibility: aria)
            let headerARIA = " " + aria.headerAttributes(hasToggle: Self.isToggle(section, .header))
            if section.headerPinned {
                let offset =
                    "margin:\(NumberText.px(header.y - origin.y)) 0 0 \(NumberText.px(header.x - origin.x));width:\(NumberText.px(header.width));height:\(NumberText.px(header.height))"
                    + TitleInset(of: section, frame: header).css
                html +=
                    "<header class=\"quilt-el quilt-header quilt-pinned\" data-kind=\"header\" \(sectionAttributes)\(headerARIA)\(Self.tapAttribute(section, of: .header)) style=\"\(offset)\">\(title)</header>\n"
            } else {
                html +=
                    "<header class=\"quilt-el quilt-header\" data-kind=\"header\" \(sectionAttributes)\(headerARIA)\(Self.tapAttribute(section, of: .header)) style=\"\(Self.box(header, in: origin))\(TitleInset(of: section, frame: header).css)\">\(title)</header>\n"
            }
        }
    }

    /// The section's footer, sticky after a spacer when pinned, else placed
    /// absolutely; its title or toggle inside, hidden when it has neither.
    func writeFooter(
        of section: SectionSnapshot, content: PageContent.Section?, attributes sectionAttributes: String,
        accessibility aria: SectionAccessibility, to html: inout MarkupBytes
    ) {
        let origin = section.frame.origin
        if let footer = section.footer {
            let title = Self.toggleContent(
                content.footerTitle(of: section), of: section, as: .footer, accessibility: aria)
            // A footer with nothing to read (no title, no toggle) is only a shape.
            let footerARIA = title.isEmpty ? " aria-hidden=\"true\"" : ""
            if section.footerPinned {
                // Sticky at the bottom, a pinned footer sits in flow after the
                // pinned header; a spacer (not a margin, which would keep it
                // from rising) puts it at its frame.
                let flowTop = section.headerPinned ? (section.header?.maxY ?? origin.y) - origin.y : 0
                let offset =
                    "margin:0 0 0 \(NumberText.px(footer.x - origin.x));width:\(NumberText.px(footer.width));height:\(NumberText.px(footer.height))"
                    + TitleInset(of: section, frame: footer).css
                html +=
                    "<div class=\"quilt-spacer\" aria-hidden=\"true\" style=\"height:\(NumberText.px(max(0, footer.y - origin.y - flowTop)))\"></div>\n"
                    + "<footer class=\"quilt-el quilt-footer quilt-pinned\" data-kind=\"footer\" \(sectionAttributes)\(footerARIA)\(Self.tapAttribute(section, of: .footer)) style=\"\(offset)\">\(title)</footer>\n"
            } else {
                html +=
                    "<footer class=\"quilt-el quilt-footer\" data-kind=\"footer\" \(sectionAttributes)\(footerARIA)\(Self.tapAttribute(section, of: .footer)) style=\"\(Self.box(footer, in: origin))\(TitleInset(of: section, frame: footer).css)\">\(title)</footer>\n"
            }
        }
    }
}
