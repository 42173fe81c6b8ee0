import Foundation
import Quilt
import QuiltPipeline

/// One page laid out as `quilt layout --compact` lays it out, and the record
/// of what the native build answered.
struct NativeCase {
    let page: String
    let text: String
    let options: [String: Any]
    let project: Project

    var record: [String: Any] {
        var record: [String: Any] = [
            "kind": "case", "name": "\(page) \(options)", "page": page, "text": text,
            "options": options,
        ]
        record["expect"] = answer
        return record
    }

    /// `{json}` for a page that lays out, `{diagnostics}` (each as
    /// `file:line:column: severity: message [code]`) for one with errors,
    /// `{unsupported: true}` for one only libyaml reads.
    var answer: [String: Any] {
        let bytes = Array(text.utf8)
        let subset = bytes.withUnsafeBufferPointer { YAMLLoader().parseWithSubsetParser(bytes: $0, file: page) }
        if subset == nil { return ["unsupported": true] }
        let file = PageFile.parse(text, path: page, registry: project.registry)
        let diagnostics = project.diagnostics + file.diagnostics.filter { !project.diagnostics.contains($0) }
        let listed = diagnostics.map(\.description)
        guard let decoded = file.page, !diagnostics.containsErrors else { return ["diagnostics": listed] }
        var view = PageView()
        view.direction = (options["direction"] as? String).flatMap(LayoutDirection.init(rawValue:))
        guard case .success(let shown) = view.apply(to: decoded) else { return ["diagnostics": listed] }
        let width = options["width"] as? Double ?? project.defaultWidth
        let (snapshot, problems) = PageLayout.checkedLayout(shown, width: width)
        if problems.containsErrors { return ["diagnostics": listed, "layoutProblems": problems.map(\.description)] }
        var encoder = LayoutJSON(pretty: false)
        encoder.appearance = (options["appearance"] as? String).flatMap(Appearance.init(rawValue:))
        return ["json": encoder.encode(snapshot), "diagnostics": listed]
    }
}

/// A font's metrics and the answers it gave, as the tests' measurer reads them.
struct FaceLog {
    let metrics: FontMetrics
    let log: ShapingLog

    var record: [String: Any] {
        func boundaries(_ breaks: [WordBreak]) -> [[Int]] {
            breaks.map { [$0.offset, $0.advance, $0.endAdjustment, $0.startAdjustment, $0.endTrim] }
        }
        return [
            "metrics": [
                "unitsPerEm": metrics.unitsPerEm, "spaceWidth": metrics.spaceWidth, "ascent": metrics.ascent,
                "descent": metrics.descent, "lineGap": metrics.lineGap, "advanceUnitsPerEm": metrics.advanceUnitsPerEm,
            ],
            "shapes": log.shapes.mapValues {
                [
                    $0.width, $0.hasBreaks ? 1 : 0, $0.leadingSpaceAdjustment, $0.trailingSpaceAdjustment,
                    Int($0.firstScript), Int($0.lastScript), $0.endTrim, $0.leadingRunAdjustment,
                ]
            },
            "breaks": log.breaks.mapValues(boundaries),
            "graphemes": log.graphemes.mapValues(boundaries),
            "widths": log.widths,
        ]
    }
}
