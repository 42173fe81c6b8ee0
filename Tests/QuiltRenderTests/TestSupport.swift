import Foundation
import QuiltCore
import QuiltTestSupport

/// Swift Testing has a `SourceLocation` too; tests mean Quilt's.
typealias SourceLocation = QuiltCore.SourceLocation

/// The start tags in `markup` that carry `data-kind`, with their attributes
/// (values unescaped for the five XML entities). Enough of an HTML reader for
/// output whose every attribute is double-quoted.
func taggedElements(_ markup: String) -> [(tag: String, attributes: [String: String])] {
    var elements: [(String, [String: String])] = []
    let tagPattern = try? NSRegularExpression(pattern: "<([a-zA-Z]+)((?:\\s+[a-zA-Z:-]+=\"[^\"]*\")*)\\s*/?>")
    let attributePattern = try? NSRegularExpression(pattern: "([a-zA-Z:-]+)=\"([^\"]*)\"")
    let text = markup as NSString
    for match in tagPattern?.matches(in: markup, range: NSRange(location: 0, length: text.length)) ?? [] {
        let tag = text.substring(with: match.range(at: 1))
        let attributeText = text.substring(with: match.range(at: 2)) as NSString
        var attributes: [String: String] = [:]
        for attribute in attributePattern?.matches(
            in: attributeText as String, range: NSRange(location: 0, length: attributeText.length)) ?? []
        {
            attributes[attributeText.substring(with: attribute.range(at: 1))] = unescape(
                attributeText.substring(with: attribute.range(at: 2)))
        }
        if attributes["data-kind"] != nil { elements.append((tag, attributes)) }
    }
    return elements
}

/// The `name: value` declarations of a style attribute.
func declarations(_ style: String?) -> [String: String] {
    var result: [String: String] = [:]
    for part in (style ?? "").split(separator: ";") {
        guard let colon = part.firstIndex(of: ":") else { continue }
        result[String(part[..<colon])] = String(part[part.index(after: colon)...])
    }
    return result
}

/// A page of two sections: a vertical one with header, footer, two items and a
/// decoration; a horizontal strip with a pinned header.
func sampleSnapshot(scrolling: ScrollingBehavior = .paging, decoration: [String: DataValue] = [:]) -> LayoutSnapshot {
    let list = SectionSnapshot(
        id: "albums", frame: Rect(x: 0, y: 0, width: 300, height: 170),
        header: Rect(x: 0, y: 0, width: 300, height: 40), footer: Rect(x: 0, y: 140, width: 300, height: 30),
        itemsArea: Rect(x: 0, y: 40, width: 300, height: 100),
        items: [Rect(x: 10, y: 50, width: 135, height: 80), Rect(x: 155, y: 50, width: 135, height: 80)],
        itemIDs: ["a1", "a2"], totalItemCount: 2,
        decorations: [
            AttachedElement(
                kind: "decoration", frame: Rect(x: 10, y: 40, width: 280, height: 100), zIndex: -1,
                attributes: decoration)
        ])
    let strip = SectionSnapshot(
        id: "strip", frame: Rect(x: 0, y: 170, width: 300, height: 110),
        header: Rect(x: 0, y: 170, width: 300, height: 40), headerPinned: true,
        itemsArea: Rect(x: 0, y: 210, width: 300, height: 70),
        items: (0..<4).map { Rect(x: 12 + Double($0) * 110, y: 220, width: 100, height: 50) },
        itemIDs: ["s0", "s1", "s2", "s3"], totalItemCount: 4,
        arrange: .horizontal, contentWidth: 752, scrolling: scrolling)
    return LayoutSnapshot(pageID: "sample", width: 300, contentHeight: 280, sections: [list, strip])
}
