import QuiltTestSupport

/// One generated text laid out at one size, line height and width: what
/// both the engine and Tests/Scripts/browser_text.py measure.
struct TextCase: Codable {
    /// The seed the case was made from, as text (the scripts' id).
    var id: String
    var text: String
    var size: Double
    var lineHeight: Double
    /// The box's width; nil for the natural width.
    var width: Double?
    /// 0 for no limit.
    var maxLines: Int

    static let words = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "layout", "engine", "quilt", "measures", "text",
        "with",
        "real", "fonts", "and", "breaks", "lines", "exactly", "as", "a", "browser", "does", "news", "feed", "of",
        "titles",
        "waterfall", "cards", "grid", "flex", "tags", "wrapped", "AVATAR", "Typography", "WAVE", "office", "fiddle",
        "flow",
        "I", "to", "in", "is", "it", "Yo", "Tea", "café", "naïve", "über", "Ärger", "façade", "jalapeño", "Ωmega",
        "привет", "мир", "мудрость", "مرحبا", "بالعالم",
    ]
    static let punctuation = [",", ".", "!", "?", ";", ":", "…", "'s", ")", "\""]
    static let numbers = [
        "2024", "3.14", "1,234,567", "-42", "+1", "10%", "$99", "#1", "v2.0-beta", "9:30", "1/2", "ABCD-1234", "x-1",
    ]
    static let joined = [
        "well-known", "state-of-the-art", "and/or", "e-mail", "x?y", "(aside)", "[note]", "{set}", "<tag>",
        "\"quoted\"",
        "https://example.com/a/very/long/path?query=1&more=2", "a-b-c-d-e-f-g", "word.word.word",
    ]
    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The case for `seed`: words, long words, punctuation, digits, runs
    /// of spaces and tabs, line feeds; widths 80–400, sizes 11–24, several
    /// line heights, sometimes a line limit, sometimes no width.
    static func generated(seed: UInt64) -> TextCase {
        var random = SplitMix64(seed: seed)
        var text = random.below(10) == 0 ? " " : ""
        for index in 0..<(1 + random.below(30)) {
            if index > 0 {
                switch random.below(40) {
                case 0: text += "\n"
                case 1: text += "  "
                case 2: text += "\t"
                case 3: text += " \n "
                default: text += " "
                }
            }
            switch random.below(20) {
            case 0, 1: text += String((0..<(12 + random.below(30))).map { _ in random.pick(letters) })
            case 2, 3: text += random.pick(numbers)
            case 4, 5: text += random.pick(joined)
            default: text += random.pick(words)
            }
            if random.below(6) == 0 { text += random.pick(punctuation) }
        }
        if random.below(10) == 0 { text += random.pick([" ", "\n", "  "]) }
        let size = Double(11 + random.below(14)) + (random.below(3) == 0 ? 0.5 : 0)
        let lineHeight = random.pick([1.0, 1.2, 1.25, 1.5]) * size
        let width: Double? =
            random.below(4) == 0
            ? nil : Double(80 + random.below(321)) + (random.below(2) == 0 ? Double(random.below(1000)) / 1000 : 0)
        let maxLines = random.below(10) < 3 ? 1 + random.below(4) : 0
        return TextCase(
            id: String(seed), text: text, size: size, lineHeight: (lineHeight * 4).rounded() / 4, width: width,
            maxLines: maxLines)
    }
}
