import Quilt
import QuiltPipeline

/// The tables of `docs/limits.md`, generated from the constants themselves:
/// every range of ``NumberRange/all``, then the fixed limits of files,
/// documents, data and layout. `quilt-generate` writes them.
public enum LimitsTable {
    /// A fixed limit: what it bounds, its value as people read it, and what
    /// happens at it.
    public struct Limit: Sendable {
        /// What is bounded.
        public var name: String
        /// The bound.
        public var value: String
        /// What Quilt does at the bound.
        public var effect: String
    }

    /// The fixed limits, from the constants the code enforces.
    public static var fixedLimits: [Limit] {
        let yaml = YAMLLimits.default
        return [
            Limit(
                name: "YAML file size", value: "\(NumberRange.format(Double(yaml.maxBytes))) bytes",
                effect:
                    "`yaml-limit` at 1:1, from the file's size before any byte is read, and while reading (a file that grows)"
            ),
            Limit(
                name: "YAML nesting depth", value: NumberRange.format(Double(yaml.maxDepth)),
                effect: "`yaml-limit` where it is exceeded"),
            Limit(
                name: "YAML nodes after expanding aliases", value: NumberRange.format(Double(yaml.maxNodes)),
                effect: "`yaml-limit` where it is exceeded (alias bombs stop here)"),
            Limit(
                name: "Files that are not regular files", value: "not read",
                effect:
                    "FIFOs, sockets, devices and loops of symbolic links are refused from `stat` without opening them: `io-error` at 1:1 of a page, kind or preset, `bad-font` at a font's path, `load-failed` at a data request, an `io-error` warning at an image's decoration"
            ),
            Limit(
                name: "Data file or HTTP body", value: "\(NumberRange.format(Double(JSONBody.defaultLimit))) bytes",
                effect:
                    "the request fails (`load-failed`): a file from its size before any byte is read, a body cut off as the limit passes"
            ),
            Limit(
                name: "Font file size", value: "\(NumberRange.format(Double(FontFileLoader.maximumFileSize))) bytes",
                effect: "`bad-font` at the font's path in `quilt.yml`, from the file's size before any byte is read"),
            Limit(
                name: "Image file size", value: "\(NumberRange.format(Double(ProjectImages.sizeLimit))) bytes",
                effect:
                    "drawn without the image, an `io-error` warning at its decoration, from the file's size before any byte is read"
            ),
            Limit(
                name: "Snap offsets of a `paging` strip", value: NumberRange.format(Double(Strip.maxPages)),
                effect: "pages widen beyond the visible width so the list stays bounded"),
            Limit(
                name: "Widths in one `--width` list", value: NumberRange.format(Double(WidthList.maximumCount)),
                effect: "the command refuses the list (exit status 64)"),
            Limit(
                name: "Boxes deep in a view (the item's box counts)",
                value: NumberRange.format(Double(ItemView.maximumDepth)),
                effect: "`out-of-range` at the container that goes deeper; it is left out"),
            Limit(
                name: "Boxes in one view container", value: NumberRange.format(Double(ItemView.maximumChildren)),
                effect: "`out-of-range` at the container; it is left out"),
        ]
    }

    /// The ranges table: one row per range.
    public static var rangesTable: String {
        var lines = ["| range | values | unit | bounds |", "|---|---|---|---|"]
        for range in NumberRange.all {
            let unit = range.unit.isEmpty ? (range.isWhole ? "whole number" : "number") : range.unit
            lines.append("| `\(range.name)` | \(range.requirement) | \(unit) | \(range.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fixed-limits table: one row per limit.
    public static var fixedLimitsTable: String {
        var lines = ["| limit | value | at the limit |", "|---|---|---|"]
        for limit in fixedLimits { lines.append("| \(limit.name) | \(limit.value) | \(limit.effect) |") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `page` with the text between each table's markers
    /// (`<!-- generated: ranges -->` … `<!-- end generated -->`, and `limits`)
    /// replaced by the generated table; nil when a marker is missing.
    public static func updating(_ page: String) -> String? {
        var result = page
        for (name, table) in [("ranges", rangesTable), ("limits", fixedLimitsTable)] {
            let start = "<!-- generated: \(name) -->\n"
            let end = "<!-- end generated -->"
            guard let open = result.range(of: start),
                let close = result.range(of: end, range: open.upperBound..<result.endIndex)
            else { return nil }
            result.replaceSubrange(open.upperBound..<close.lowerBound, with: table)
        }
        return result
    }
}
