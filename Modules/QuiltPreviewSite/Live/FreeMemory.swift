#if canImport(Glibc)
import CMalloc
#endif

/// Hands memory the allocator keeps but no longer uses back to the system.
///
/// glibc keeps freed memory in its arenas: after hundreds of live sessions
/// close, their pages are freed but the server stays at its high-water mark,
/// and repeated waves of sessions raise it further. Trimming once the last
/// session has closed returns it. Elsewhere this does nothing.
enum FreeMemory {
    /// Returns unused arena memory to the system.
    static func release() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
