import Foundation
import QuiltTestSupport
import Testing

/// Nothing that input or the environment can reach may trap: the shipped
/// sources (`Modules/`, `Apps/`, `Tools/`) hold no `try!`, forced cast,
/// `fatalError`, precondition or force unwrap, and never call Foundation's
/// `FileHandle.write(_:)`, which traps (a `try!` inside Foundation) when
/// the write fails — on a full disk, a closed pipe, `> /dev/full`.
@Suite("No traps in the sources")
struct SourceTrapTests {
    /// What traps: text every match holds (a cheap first look: regular
    /// expressions on every line take half a minute in a debug build), the
    /// pattern, and the reason given when found. A check over many lines
    /// builds the list once: building it per line cost most of the time.
    static var forbidden: [(hint: String, pattern: Regex<Substring>, reason: String)] {
        [
            ("try!", /try!/, "`try!` traps on the error; handle it"),
            ("as!", /as!/, "a forced cast traps; use `as?`"),
            ("fatalError(", /\bfatalError\(/, "traps; report the problem instead"),
            ("precondition", /\bprecondition(?:Failure)?\(/, "traps; report the problem instead"),
            ("unsafelyUnwrapped", /\.unsafelyUnwrapped\b/, "a force unwrap in disguise"),
            ("!", /[\w)\]]![.)\],;]|[\w)\]]!$/, "a force unwrap traps on nil; unwrap with `guard let` or `??`"),
            (
                ".write(", /(?:FileHandle\.standard\w+|handle|stream)\.write\((?!contentsOf:)/,
                "Foundation's `FileHandle.write(_:)` traps when the write fails; use `write(contentsOf:)` and handle the error"
            ),
        ]
    }

    /// The reasons `line` (code, comments stripped) traps, by `rules`.
    static func traps(
        in code: String, rules: [(hint: String, pattern: Regex<Substring>, reason: String)] = forbidden
    ) -> [String] {
        rules.filter { code.contains($0.hint) && code.contains($0.pattern) }.map(\.reason)
    }

    /// Every Swift file under the shipped folders, as (path, lines).
    static func sources() -> [(path: String, lines: [Substring])] {
        ["Modules", "Apps", "Tools"].flatMap { folder -> [(path: String, lines: [Substring])] in
            let base = PackagePaths.path(folder)
            let paths = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
                guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { return nil }
                return (folder + "/" + path, text.split(separator: "\n", omittingEmptySubsequences: false))
            }
        }
    }

    /// `line` without its comment and with string literals emptied, so that
    /// an exclamation in a message is not taken for a force unwrap.
    static func code(_ line: Substring) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString || character == "\"" { result.append(character) }
            previous = character
        }
        return result
    }

    @Test func theShippedSourcesHoldNothingThatTraps() {
        let files = Self.sources()
        let rules = Self.forbidden
        #expect(files.count > 300, "the sources were not found: \(files.count)")
        for file in files {
            for (number, line) in file.lines.enumerated() {
                for reason in Self.traps(in: Self.code(line), rules: rules) {
                    Issue.record("\(file.path):\(number + 1): \(reason): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }

    /// The check finds what it is for (a rule that matched nothing would pass anything).
    @Test(arguments: [
        "let x = try! load()", "let y = value as! Int", "fatalError(\"no\")", "let z = optional!.count",
        "FileHandle.standardOutput.write(Data(text.utf8))", "return list.first!",
    ])
    func theCheckFindsEachTrap(line: String) {
        #expect(!Self.traps(in: Self.code(line[...])).isEmpty, "\(line)")
    }

    @Test(arguments: [
        "if a != b { print(\"done!\") }", "try FileHandle.standardOutput.write(contentsOf: data)",
        "guard !isEmpty else { return }", "// try! is forbidden", "let s = \"wow!.\"",
    ])
    func theCheckPassesWhatCannotTrap(line: String) {
        #expect(Self.traps(in: Self.code(line[...])).isEmpty, "\(line)")
    }
}
