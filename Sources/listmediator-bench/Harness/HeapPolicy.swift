import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How glibc's allocator treats freed memory while the benchmarks run.
///
/// By default glibc gives a large freed block back to the kernel at once and trims the top of
/// the heap once enough of it is free. The next run that allocates as much then takes a page
/// fault for every page it touches, and which run pays depends on what ran before it: a
/// subject timed before a baseline freed its dictionaries paid faults the baseline did not.
/// Timing therefore runs with freed memory kept, as the heap of an app that has been running
/// a while keeps it, so every closure is timed on a warm heap. Peak memory is measured under
/// the opposite policy (see ``PeakMemory``), where freed memory must not hide later use.
enum HeapPolicy {
    /// Keeps freed memory in the process: blocks up to 32 MiB come from the heap, which is
    /// never trimmed. Blocks above 32 MiB, glibc's largest threshold, are still mapped and
    /// unmapped each time, for subjects and baselines alike.
    static func keepFreedMemory() {
        setOptions(mmapThreshold: 32 * 1024 * 1024, trimThreshold: Int32.max)
    }

    /// Gives freed memory back at once: every block from 64 KiB up has its own mapping,
    /// unmapped on free, and the heap top is trimmed at every free. Memory kept so far is
    /// given back first, so it does not serve later work without being counted.
    static func returnFreedMemory() {
        setOptions(mmapThreshold: 64 * 1024, trimThreshold: 0)
        #if canImport(Glibc)
            typealias MallocTrim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(nil, "malloc_trim") {
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
        #endif
    }

    /// Sets `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD`. Setting them also stops glibc from
    /// moving them as blocks are freed, so the policy holds until it is set again.
    private static func setOptions(mmapThreshold: Int32, trimThreshold: Int32) {
        #if canImport(Glibc)
            // Glibc's module map leaves out malloc.h, so look mallopt up by name.
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            _ = mallopt(-3, mmapThreshold)  // M_MMAP_THRESHOLD
            _ = mallopt(-1, trimThreshold)  // M_TRIM_THRESHOLD
        #endif
    }
}
