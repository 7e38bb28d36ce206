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
    /// Keeps freed memory in the process: blocks up to 1 GiB come from the heap, which is
    /// never trimmed.
    ///
    /// The threshold is set far above glibc's own largest (32 MiB, a limit only of how far it
    /// moves the threshold by itself): with 32 MiB, a million-entry `Dictionary` of the hash
    /// floor was mapped afresh, and faulted in, on every run while the diff's smaller blocks
    /// were reused, which flattered the diff's ratio at a million items by about 10%.
    static func keepFreedMemory() {
        setOptions(mmapThreshold: 1 << 30, trimThreshold: Int32.max)
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
            // mallopt returns 0 for a value it refuses; the figures would then mean something else.
            let acceptsMmapThreshold = mallopt(-3, mmapThreshold) != 0  // M_MMAP_THRESHOLD
            let acceptsTrimThreshold = mallopt(-1, trimThreshold) != 0  // M_TRIM_THRESHOLD
            if !acceptsMmapThreshold || !acceptsTrimThreshold {
                let note =
                    "note: glibc refused the heap policy (mmap threshold \(mmapThreshold), trim threshold \(trimThreshold))\n"
                FileHandle.standardError.write(Data(note.utf8))
            }
        #endif
    }
}
