/// Which changes of a file's writer a read of the file holds: a change is saved, and so in the
/// file, once the writer no longer lists it, whether or not its report has reached the
/// repository that made it.
struct ReadPosition {
    /// The id the writer would give its next change when the file was read.
    let nextID: UInt64
    /// The changes the writer listed as not in the file yet.
    let unsaved: Set<UInt64>

    /// Whether the read holds the change with `id`.
    func holds(_ id: UInt64) -> Bool {
        id < nextID && !unsaved.contains(id)
    }
}
