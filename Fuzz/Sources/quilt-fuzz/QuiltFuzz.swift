import Foundation
import QuiltFuzzing

#if QUILT_LIBFUZZER
import CLibFuzzer
#endif

/// `quilt-fuzz`: Quilt's fuzz targets, run by libFuzzer in a fuzzing build
/// (`Fuzz/run`), or by hand in an ordinary one (docs/fuzzing.md).
@main
struct QuiltFuzz {
    static let usage = """
        usage: quilt-fuzz list                          the targets
               quilt-fuzz run TARGET PATH...            run each file (folders searched) once
               quilt-fuzz extreme [--count N] [--seed S] [--jobs J]
                                                        generated pages through every target
               quilt-fuzz generate DIR [--count N] [--seed S]
                                                        write generated pages
               quilt-fuzz seed TARGET DIR               write TARGET's seed corpus (Examples/,
                                                        Tests/Fixtures/, Fuzz/Corpus/, generated pages)
        in a fuzzing build (Fuzz/run): quilt-fuzz TARGET [libFuzzer options] [CORPUS...]
        """

    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else { fail(usage) }
        arguments.removeFirst()
        do {
            switch command {
            case "list":
                for target in FuzzTargets.all { print("\(target.name)\t\(target.summary)") }
            case "run": try PlainRun.run(arguments)
            case "extreme": try await PlainRun.extreme(arguments)
            case "generate": try PlainRun.generate(arguments)
            case "seed": try PlainRun.seed(arguments)
            default:
                #if QUILT_LIBFUZZER
                LibFuzzerMain.run(target: command)
                #else
                fail(
                    "quilt-fuzz: '\(command)' is not a command; targets run under libFuzzer only in a fuzzing build (Fuzz/run)\n"
                        + usage)
                #endif
            }
        } catch {
            fail("quilt-fuzz: \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}
