/// A date format from a small pattern language (a locale-free subset of
/// Unicode date patterns, English names), used by a reform rule's `dateFormat`
/// on ISO-8601 strings.
///
/// | field | writes |
/// |---|---|
/// | `yyyy`, `y` / `yy` | the year / its last two digits |
/// | `M`, `MM`, `MMM`, `MMMM` | 5, 05, May, May (September: 9, 09, Sep, September) |
/// | `d`, `dd` | the day: 1, 01 |
/// | `EEE`, `EEEE` | the weekday: Wed, Wednesday |
/// | `H`, `HH` | the hour 0–23: 7, 07 |
/// | `h`, `hh`, `a` | the hour 1–12: 7, 07; AM or PM |
/// | `m`, `mm`, `s`, `ss` | minutes and seconds: 5, 05 |
/// | `S`… | that many digits of the fractional second: `SSS` → 250 |
///
/// Other letters are reserved (an error, so that `YYYY` or `D` never quietly
/// mean something else); quote literal text with `'…'` (`''` is a quote);
/// everything else is written as is. The date is shown in the offset it
/// was written in.
public struct DateFormat: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let parts: [Part]

    private enum Part: Hashable, Sendable {
        case literal(String)
        case field(Character, Int)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let widths: [Character: Set<Int>] = [
        "y": [1, 2, 4], "M": [1, 2, 3, 4], "d": [1, 2], "E": [1, 2, 3, 4], "H": [1, 2], "h": [1, 2],
        "a": [1], "m": [1, 2], "s": [1, 2], "S": Set(1...9),
    ]

    /// Parses `pattern`; throws with a message saying what is wrong.
    public init(pattern: String) throws(FormatPatternError) {
        self.pattern = pattern
        var parts: [Part] = []
        var literal = ""
        var quoted = false
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    literal.append("'")
                    index += 2
                } else {
                    quoted.toggle()
                    index += 1
                }
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else {
                literal.append(character)
                index += 1
                continue
            }
            var count = 1
            while index + count < characters.count, characters[index + count] == character { count += 1 }
            guard let allowed = Self.widths[character] else {
                throw FormatPatternError(
                    "unknown date field '\(String(repeating: character, count: count))'; quote letters meant literally ('text')"
                )
            }
            guard allowed.contains(count) else {
                let forms = allowed.sorted().map { String(repeating: character, count: $0) }.joined(separator: ", ")
                throw FormatPatternError(
                    "'\(String(repeating: character, count: count))' is not a date field; use one of \(forms)")
            }
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.field(character, count))
            index += count
        }
        guard !quoted else { throw FormatPatternError("a quote (') is not closed") }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        guard parts.contains(where: { if case .field = $0 { true } else { false } }) else {
            throw FormatPatternError("a date format needs at least one field (yyyy, MM, dd, HH, mm, …)")
        }
        self.parts = parts
    }

    /// `date` written by the pattern.
    public func format(_ date: ISODateTime) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .field(let field, let count): text += Self.write(field, count: count, of: date)
            }
        }
        return text
    }

    private static func write(_ field: Character, count: Int, of date: ISODateTime) -> String {
        switch field {
        case "y": count == 2 ? padded(date.year % 100, 2) : padded(date.year, count)
        case "M":
            switch count {
            case 3: String(monthNames[date.month - 1].prefix(3))
            case 4: monthNames[date.month - 1]
            default: padded(date.month, count)
            }
        case "d": padded(date.day, count)
        case "E": count == 4 ? weekdayNames[date.weekday] : String(weekdayNames[date.weekday].prefix(3))
        case "H": padded(date.hour, count)
        case "h": padded(date.hour % 12 == 0 ? 12 : date.hour % 12, count)
        case "a": date.hour < 12 ? "AM" : "PM"
        case "m": padded(date.minute, count)
        case "s": padded(date.second, count)
        case "S": String((date.fraction + String(repeating: "0", count: count)).prefix(count))
        default: ""
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
