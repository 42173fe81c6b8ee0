import Foundation
import QuiltCore
import Testing
import QuiltTestSupport

@Suite("ISO dates and date formats")
struct DateFormatTests {
    static let acceptsISODatesCases: [String] = [
        "2024-05-01", "2024-05-01T09:30", "2024-05-01T09:30:00Z", "2024-05-01t09:30:00z",
        "2024-05-01 09:30:07.250+08:00",
        "2024-02-29", "2000-02-29T23:59:59-05:30", "0001-01-01", "9999-12-31T00:00:00+0100",
    ]

    @Test func acceptsISODates() async throws {
        try await withEvery("text", in: Self.acceptsISODatesCases) { text in
            #expect(ISODateTime(text) != nil, "\(text)")
        }
    }

    static let rejectsOtherTextCases: [String] = [
        "", "2024", "2024-5-01", "2024-05-1", "24-05-01", "2024/05/01", "2023-02-29", "1900-02-29", "2024-13-01",
        "2024-00-10",
        "2024-04-31", "2024-05-01T24:00", "2024-05-01T09:60", "2024-05-01T09:30:60", "2024-05-01T09",
        "2024-05-01T09:30:00.",
        "2024-05-01T09:30:00+8", "2024-05-01T09:30:00+08:60", "2024-05-01T09:30Zjunk", "2024-05-01 ", "２０２４-05-01",
        "yesterday",
    ]

    @Test func rejectsOtherText() async throws {
        try await withEvery("text", in: Self.rejectsOtherTextCases) { text in
            #expect(ISODateTime(text) == nil, "\(text)")
        }
    }

    @Test func keepsTheFieldsAsWritten() throws {
        let date = try #require(ISODateTime("2024-05-01T09:05:07.25+08:00"))
        #expect(
            [date.year, date.month, date.day, date.hour, date.minute, date.second] == [Int]([2024, 5, 1, 9, 5, 7]))
        #expect(date.fraction == "25")
        #expect(date.offsetMinutes == 480)
        #expect(ISODateTime("2024-05-01T09:05-01:30")?.offsetMinutes == -90)
        #expect(ISODateTime("2024-05-01")?.offsetMinutes == nil)
    }

    static let formatsCases: [(pattern: String, text: String, expected: String)] = [
        ("yyyy-MM-dd HH:mm:ss.SSS", "2024-05-01T09:05:07.25+08:00", "2024-05-01 09:05:07.250"),
        ("EEE, d MMM yy h:mm a", "2024-05-01T09:05:00Z", "Wed, 1 May 24 9:05 AM"),
        ("EEEE d MMMM y", "2024-09-15", "Sunday 15 September 2024"),
        ("E M/d", "2024-09-15", "Sun 9/15"),
        ("hh:mm a", "2024-05-01T00:30", "12:30 AM"), ("h a", "2024-05-01T12:00", "12 PM"),
        ("h a", "2024-05-01T23:00", "11 PM"),
        ("'at' HH'h'", "2024-05-01T07:00", "at 07h"), ("''yy''", "2024-05-01", "'24'"), ("yy", "2005-01-01", "05"),
        ("yyyy", "0042-01-01", "0042"), ("H:m:s", "2024-05-01T07:08:09", "7:8:9"), ("S", "2024-05-01T07:08:09", "0"),
        ("MMM d, HH:mm", "2024-05-02T18:05:00+08:00", "May 2, 18:05"),
        // docs/components.md's table.
        (
            "yyyy y yy|M MM MMM MMMM|d dd|EEE EEEE E|H HH|h hh a|m mm s ss|SSS", "2024-09-04T07:05:09.25",
            "2024 2024 24|9 09 Sep September|4 04|Wed Wednesday Wed|7 07|7 07 AM|5 05 9 09|250"
        ),
    ]

    @Test func formats() async throws {
        try await withEvery("case", in: Self.formatsCases) { pattern, text, expected in
            let date = try #require(ISODateTime(text))
            #expect(try DateFormat(pattern: pattern).format(date) == expected)
        }
    }

    static let badPatternsSayWhyCases: [(pattern: String, fragment: String)] = [
        ("YYYY", "unknown date field 'YYYY'"), ("D", "unknown date field 'D'"), ("yyy", "'yyy' is not a date field"),
        ("MMMMM", "'MMMMM' is not a date field"), ("'at", "not closed"), ("'only text'", "needs at least one field"),
        ("", "needs at least one field"),
        ("HHH", "use one of H, HH"),
    ]

    @Test func badPatternsSayWhy() async throws {
        try await withEvery("case", in: Self.badPatternsSayWhyCases) { pattern, fragment in
            #expect {
                _ = try DateFormat(pattern: pattern)
            } throws: { error in
                (error as? FormatPatternError)?.message.contains(fragment) == true
            }
        }
    }

    /// Weekdays against Foundation's Gregorian calendar (from 1600, after the
    /// calendar's Julian cut-over), over generated dates.
    @Test func weekdaysAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var generator = SplitMix64(seed: 0xDA7E)
        for _ in 0..<600 {
            let year = Int.random(in: 1600...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...28, using: &generator)
            let text = String(format: "%04d-%02d-%02d", year, month, day)
            let date = try #require(ISODateTime(text))
            let reference = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
            #expect(date.weekday == calendar.component(.weekday, from: reference) - 1, "\(text)")
        }
    }

    /// Month lengths against Foundation: the last valid day parses, the next does not.
    @Test func monthLengthsAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for year in [1700, 1800, 1900, 2000, 2023, 2024, 2100, 2400] {
            for month in 1...12 {
                let start = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 1)))
                let days = try #require(calendar.range(of: .day, in: .month, for: start)).count
                #expect(ISODateTime(String(format: "%04d-%02d-%02d", year, month, days)) != nil)
                #expect(ISODateTime(String(format: "%04d-%02d-%02d", year, month, days + 1)) == nil)
            }
        }
    }
}
