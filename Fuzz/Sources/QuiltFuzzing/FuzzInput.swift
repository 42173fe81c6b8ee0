import Quilt

/// How targets read their bytes: as a page file, and a container width the
/// input picks.
public enum FuzzInput {
    /// The path fuzz inputs are named by in diagnostics.
    public static let path = "fuzz.yaml"

    /// Widths at both ends of the width range and far beyond it, for inputs
    /// that name none: library callers may pass any width, commands 1…100,000.
    public static let widths: [Double] = [
        1e-300, 1e-17, 0.5, 1, 1.5, 320, 375, 390, 768, 1_024, 99_999.5, 100_000, 1e6, 1e15, 1e308, .infinity, .nan,
    ]

    /// The width an input asks for: the number after the last `#width=` in
    /// it (any text `Double` reads, `inf` and `nan` included), else one of
    /// ``widths`` chosen by a hash of the bytes.
    public static func width(of input: [UInt8]) -> Double {
        let marker = Array("#width=".utf8)
        var chosen: Double?
        var index = 0
        while index + marker.count <= input.count {
            if input[index] == marker[0], Array(input[index..<index + marker.count]) == marker {
                var end = index + marker.count
                while end < input.count, input[end] != UInt8(ascii: "\n"), end - index < 64 { end += 1 }
                chosen = Double(String(decoding: input[(index + marker.count)..<end], as: UTF8.self)) ?? chosen
                index = end
            } else {
                index += 1
            }
        }
        if let chosen { return chosen }
        // FNV-1a: the same input always picks the same width.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return widths[Int(hash % UInt64(widths.count))]
    }

    /// The page `input` decodes to against `registry`, and every problem
    /// found parsing and decoding it, as `quilt layout` reads a page.
    public static func page(from input: [UInt8], registry: Registry) -> (page: PageSpec?, diagnostics: [Diagnostic]) {
        let document = input.withUnsafeBufferPointer { YAMLLoader().parse(bytes: $0, file: path) }
        guard let root = document.root else { return (nil, document.diagnostics) }
        var context = DecodingContext(registry: registry)
        context.diagnostics = document.diagnostics
        let page = PageSpec.decode(root, context: &context)
        return (page, context.diagnostics)
    }
}
