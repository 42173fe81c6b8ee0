import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What rendered pages must satisfy whatever the page holds: the SVG is
/// well-formed XML, and the HTML has no script, no `javascript:` address
/// and balanced elements — text from a page never becomes markup.
public enum MarkupCheck {
    /// HTML elements without an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr",
    ]

    /// Nil when `svg` is well-formed XML, else the parser's complaint.
    public static func svgProblem(_ svg: String) -> String? {
        let parser = XMLParser(data: Data(svg.utf8))
        guard !parser.parse() else { return nil }
        return "the SVG is not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): "
            + (parser.parserError.map { "\($0)" } ?? "unknown error")
    }

    /// Nil when `html` has no script, no `javascript:` and balanced
    /// elements, else what is wrong.
    public static func htmlProblem(_ html: String) -> String? {
        let lowered = html.lowercased()
        if lowered.contains("<script") { return "the HTML holds a <script> element" }
        if lowered.contains("javascript:") { return "the HTML holds a javascript: address" }
        let bytes = Array(html.utf8)
        var open: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return "a '<' that never closes" }
            let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            if tag.hasPrefix("!") { continue }
            let closing = tag.hasPrefix("/")
            let name = String(tag.dropFirst(closing ? 1 : 0).prefix { $0.isLetter || $0.isNumber }).lowercased()
            guard !name.isEmpty else { return "a '<' that starts no element: <\(tag.prefix(40))>" }
            if closing {
                guard open.last == name else { return "</\(name)> closes <\(open.last ?? "nothing")>" }
                open.removeLast()
            } else if !voidElements.contains(name), !tag.hasSuffix("/") {
                open.append(name)
                // A style element's content is CSS, not markup.
                if name == "style", let close = firstIndex(of: Array("</style".utf8), in: bytes, from: index) {
                    index = close
                }
            }
        }
        return open.isEmpty ? nil : "<\(open.last ?? "")> is never closed"
    }

    /// The index of the first occurrence of `needle` in `bytes` at or after `start`.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
