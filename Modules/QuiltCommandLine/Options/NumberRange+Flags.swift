import ArgumentParser
import Quilt

extension NumberRange {
    /// Refuses a command-line value outside the range, naming the flag:
    /// `--width must be from 1 to 100,000 pt, found 0`.
    package func validate(_ value: Double, flag: String) throws {
        guard contains(value) else {
            throw ValidationError("\(flag) must be \(requirement), found \(NumberRange.describe(value))")
        }
    }
}
