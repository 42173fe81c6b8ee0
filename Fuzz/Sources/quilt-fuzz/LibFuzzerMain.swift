#if QUILT_LIBFUZZER
import CLibFuzzer
import Foundation
import QuiltFuzzing

/// The fuzzing build's entry: libFuzzer's driver with the chosen target as
/// its callback. A ``FuzzFailure`` is printed and aborts, which libFuzzer
/// records as a crash with its input, like any trap.
enum LibFuzzerMain {
    /// The target libFuzzer's callback runs (set once, before the driver starts).
    nonisolated(unsafe) static var target: (any FuzzTarget)?

    static func run(target name: String) -> Never {
        guard let target = FuzzTargets.named(name) else {
            QuiltFuzz.fail(
                "quilt-fuzz: '\(name)' is neither a command nor a target; targets: "
                    + FuzzTargets.all.map(\.name).joined(separator: ", ") + "\n" + QuiltFuzz.usage)
        }
        Self.target = target
        // libFuzzer reads the rest of the command line: drop the target's name.
        var arguments = [CommandLine.arguments[0]] + CommandLine.arguments.dropFirst(2)
        var pointers = arguments.map { strdup($0) } + [nil]
        var count = Int32(arguments.count)
        let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var base: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&count, &base) { data, size in
                let input = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
                do throws(FuzzFailure) {
                    try LibFuzzerMain.target?.run(input)
                } catch {
                    FileHandle.standardError.write(Data("\n==quilt-fuzz== \(error)\n".utf8))
                    abort()
                }
                return 0
            }
        }
        arguments.removeAll()
        exit(status)
    }
}
#endif
