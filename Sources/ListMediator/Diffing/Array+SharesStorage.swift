extension Array {
    /// Whether this array and `other` are the same storage: equal counts and, when not
    /// empty, the same buffer. Copy-on-write makes any change since a copy was taken show
    /// up as different storage.
    ///
    /// An array bridged from Objective-C may hand out a temporary buffer, so two equal
    /// bridged arrays can answer `false`; callers treat `false` as "cannot vouch for it".
    ///
    /// - Complexity: O(1) for native arrays.
    func sharesStorage(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
