/// A date and time read from an ISO-8601 / RFC 3339 string, kept as written:
/// `2024-05-01`, `2024-05-01T10:30`, `2024-05-01T10:30:00Z`,
/// `2024-05-01 10:30:00.250+08:00`. Fields are those of the string's own
/// offset; nothing is converted to another time zone.
public struct ISODateTime: Hashable, Sendable {
    /// The year (0–9999).
    public private(set) var year: Int
    /// The month (1–12).
    public private(set) var month: Int
    /// The day of the month (1–31).
    public private(set) var day: Int
    /// The hour (0–23); 0 for a date alone.
    public private(set) var hour: Int
    /// The minute (0–59).
    public private(set) var minute: Int
    /// The second (0–59).
    public private(set) var second: Int
    /// The fractional second's digits as written (`"250"` for `.250`).
    public private(set) var fraction: String
    /// The offset from UTC in minutes, when the string gives one (`Z` is 0).
    public private(set) var offsetMinutes: Int?

    /// Parses the extended ISO-8601 forms above; nil for anything else,
    /// including impossible dates (`2023-02-29`).
    public init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take(UInt8(ascii: "-")),
            let month = scanner.digits(2), scanner.take(UInt8(ascii: "-")),
            let day = scanner.digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        hour = 0
        minute = 0
        second = 0
        fraction = ""
        offsetMinutes = nil
        if scanner.atEnd { return }
        guard scanner.take(UInt8(ascii: "T")) || scanner.take(UInt8(ascii: "t")) || scanner.take(UInt8(ascii: " ")),
            let hour = scanner.digits(2), scanner.take(UInt8(ascii: ":")), let minute = scanner.digits(2),
            hour < 24, minute < 60
        else { return nil }
        self.hour = hour
        self.minute = minute
        if scanner.take(UInt8(ascii: ":")) {
            guard let second = scanner.digits(2), second < 60 else { return nil }
            self.second = second
            if scanner.take(UInt8(ascii: ".")) {
                let digits = scanner.digitRun()
                guard !digits.isEmpty else { return nil }
                fraction = digits
            }
        }
        if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) {
            offsetMinutes = 0
        } else if let sign = scanner.peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            _ = scanner.take(sign)
            guard let hours = scanner.digits(2), hours < 24 else { return nil }
            _ = scanner.take(UInt8(ascii: ":"))
            guard let minutes = scanner.digits(2), minutes < 60 else { return nil }
            offsetMinutes = (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard scanner.atEnd else { return nil }
    }

    /// The day of the week, 0 for Sunday to 6 for Saturday (proleptic Gregorian).
    public var weekday: Int {
        // Days since 1970-01-01 (a Thursday), by Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days % 7) + 11) % 7
    }

    /// Days in `month` of `year` (Gregorian leap years).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads ASCII bytes left to right.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }

        /// The digits from here on, as text.
        mutating func digitRun() -> String {
            var text = ""
            while let byte = peek, (48...57).contains(byte) {
                text.append(Character(Unicode.Scalar(byte)))
                index += 1
            }
            return text
        }
    }
}
