#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

extension StoreError {
    /// Whether SQLite found the file's bytes to be no database, or a damaged one: a reason to
    /// move the file aside, unlike an I/O error or a lock, which say nothing about its contents.
    var isDamage: Bool {
        switch sqliteResultCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB: true
        default: false
        }
    }
}
