import Foundation
import Quilt

/// What every laid-out page must satisfy, checked independently of the
/// engine's own check: a number that is not finite anywhere in the snapshot
/// comes with a `non-finite-frame` error; a snapshot without one encodes to
/// JSON whose every number is a finite number written without an exponent
/// and whose sizes are never negative (what `Schemas/layout.schema.json`
/// and the README require); and a page that
/// decodes cleanly, laid out at a width in ``NumberRange/width``, is never
/// refused.
public enum LayoutOutputCheck {
    /// The keys of `layout.schema.json` whose values are numbers.
    static let numericKeys: Set<String> = ["x", "y", "width", "height", "contentHeight", "contentWidth", "offset"]
    /// The numeric keys whose values are never negative.
    static let sizeKeys: Set<String> = ["width", "height", "contentHeight", "contentWidth"]

    /// Checks one layout of `page` at `width`.
    ///
    /// - Parameters:
    ///   - diagnostics: What ``PageLayout/checkedLayout(_:width:)`` reported.
    ///   - decodedCleanly: True when the page decoded without an error.
    ///   - target: The fuzz target's name, for failures.
    public static func check(
        _ snapshot: LayoutSnapshot, diagnostics: [Diagnostic], width: Double, decodedCleanly: Bool, target: String
    ) throws(FuzzFailure) {
        let nonFinite = firstNonFinite(in: snapshot)
        if let nonFinite, !diagnostics.containsErrors {
            throw FuzzFailure(target, "\(nonFinite) is not finite at width \(width), and no error says so")
        }
        if diagnostics.containsErrors, nonFinite == nil {
            throw FuzzFailure(
                target, "non-finite-frame reported for a finite snapshot at width \(width): \(diagnostics)")
        }
        for diagnostic in diagnostics where diagnostic.location.line < 1 && diagnostic.location != .unknown {
            throw FuzzFailure(target, "a diagnostic without a line: \(diagnostic)")
        }
        let inRange = NumberRange.width.contains(width)
        if inRange, decodedCleanly, diagnostics.containsErrors {
            throw FuzzFailure(target, "a clean page is refused at width \(width): \(diagnostics)")
        }
        guard !diagnostics.containsErrors else { return }
        // Millions of snap offsets (a paging strip at a tiny width, within the
        // documented limit) are checked on the snapshot: written out and read
        // back they would take most of a minute under AddressSanitizer.
        let offsets = snapshot.sections.reduce(0) { $0 + ($1.strip?.snapOffsets.count ?? 0) }
        guard offsets <= maxOffsetsInJSON else { return }
        try checkJSON(LayoutJSON(pretty: false, offset: 0).encode(snapshot), widthInRange: inRange, target: target)
    }

    /// Snapshots with more snap offsets than this are not written as JSON.
    static let maxOffsetsInJSON = 65_536

    /// The first number of `snapshot` that is not finite, named.
    static func firstNonFinite(in snapshot: LayoutSnapshot) -> String? {
        if !snapshot.width.isFinite { return "the width" }
        if !snapshot.contentHeight.isFinite { return "the content height" }
        if let view = snapshot.stateView, !isFinite(view.frame) { return "the page's state view" }
        for section in snapshot.sections {
            var rects = [section.frame, section.itemsArea] + section.items + section.decorations.map(\.frame)
            rects += [section.header, section.footer, section.placeholder].compactMap { $0 }
            if let bad = rects.first(where: { !isFinite($0) }) { return "section '\(section.id)' frame \(bad)" }
            if let width = section.contentWidth, !width.isFinite { return "section '\(section.id)' content width" }
            // Right to left, offsets run from −maxOffset to 0 (Chromium's scrollLeft).
            if let strip = section.strip,
                !strip.snapOffsets.allSatisfy({ $0.isFinite && strip.offsetRange.contains($0) })
            {
                return "a snap offset of section '\(section.id)'"
            }
        }
        return nil
    }

    private static func isFinite(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// `text` parses as JSON, every numeric key holds a finite number, sizes
    /// are never negative, snap offsets are finite numbers (negative right to
    /// left; their range is checked on the snapshot), and the page
    /// width is greater than 0 when it was in range.
    static func checkJSON(_ text: String, widthInRange: Bool, target: String) throws(FuzzFailure) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            throw FuzzFailure(target, "the layout JSON does not parse: \(text.prefix(300))")
        }
        if let number = firstNumberWithExponent(in: text) {
            throw FuzzFailure(
                target, "the layout JSON writes \(number): numbers are written in full, without an exponent")
        }
        var problems: [String] = []
        walk(root, key: nil, path: "", problems: &problems)
        if widthInRange, let width = ((root as? [String: Any])?["width"] as? NSNumber)?.doubleValue, !(width > 0) {
            problems.append("/width is \(width)")
        }
        if let first = problems.first {
            throw FuzzFailure(
                target, "the layout JSON breaks Schemas/layout.schema.json: \(first) (\(problems.count) in all)")
        }
    }

    /// The first number of the JSON `text` written with an exponent
    /// (`1.98e+16`), outside its strings; nil when there is none.
    static func firstNumberWithExponent(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
                let number = bytes[start..<index]
                if number.contains(UInt8(ascii: "e")) || number.contains(UInt8(ascii: "E")) {
                    return String(decoding: number, as: UTF8.self)
                }
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func walk(_ value: Any, key: String?, path: String, problems: inout [String]) {
        if let object = value as? [String: Any] {
            for (member, child) in object { walk(child, key: member, path: path + "/" + member, problems: &problems) }
            return
        }
        if let array = value as? [Any] {
            for (index, child) in array.enumerated() {
                if key == "snapOffsets" {
                    guard let offset = (child as? NSNumber)?.doubleValue, offset.isFinite else {
                        problems.append("\(path)/\(index) is \(child)")
                        continue
                    }
                }
                walk(child, key: nil, path: path + "/\(index)", problems: &problems)
            }
            return
        }
        guard let key, numericKeys.contains(key) else { return }
        // Foundation reads every JSON number and boolean as an NSNumber (and
        // `0 is Bool` holds for one): a boolean is told by its type code.
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite
        else {
            problems.append("\(path) is \(value)")
            return
        }
        if sizeKeys.contains(key), number.doubleValue < 0 { problems.append("\(path) is \(number)") }
    }
}
