import Foundation

#if canImport(Glibc)
import CMallocBench
#endif

/// The process's resident set, read from `/proc/self/statm` (Linux; 0 elsewhere).
struct ResidentMemory {
    /// Resident bytes now.
    var bytes: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Resident bytes once the allocator has handed what it keeps unused
    /// back to the system (glibc's `malloc_trim`, as `quilt preview` does
    /// when its last session closes; elsewhere simply ``bytes``).
    var trimmedBytes: Int {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
        return bytes
    }
}
