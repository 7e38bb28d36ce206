import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// A prepared statement: bind, step, read columns. Finalized when released.
///
/// It is confined to its ``Connection``'s thread, like the connection.
final class Statement {
    let handle: OpaquePointer
    /// The statement's text, carried by every error it throws.
    let sql: String
    /// The connection's `sqlite3*`, for its error message; the connection outlives the
    /// statement, which it finalizes before it closes.
    private let connection: OpaquePointer

    init(handle: OpaquePointer, sql: String, connection: OpaquePointer) {
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the parameters `?1`, `?2`, … in order.
    func bind(_ values: [SQLValue]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds `value` to the parameter at `index`, counted from 1.
    ///
    /// Text and blobs are copied by SQLite (`SQLITE_TRANSIENT`), since Swift's buffers live only
    /// for the closure that lends them. Their length is passed explicitly, so text holding NUL
    /// characters binds whole, and as 64 bits, so an oversized value fails with `SQLITE_TOOBIG`
    /// rather than a truncated length.
    func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
        let code: Int32
        switch value {
        case .integer(let integer):
            code = sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            code = sqlite3_bind_double(handle, index, real)
        case .text(var text):
            // An empty string's buffer may have no address, and a null pointer would bind NULL.
            code = text.withUTF8 { buffer in
                guard let address = buffer.baseAddress, !buffer.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
                }
                return sqlite3_bind_text64(
                    handle, index, address, UInt64(buffer.count), transientDestructor, UInt8(SQLITE_UTF8))
            }
        case .utf8Text(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                guard let address = buffer.baseAddress, !buffer.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
                }
                return sqlite3_bind_text64(
                    handle, index, address.assumingMemoryBound(to: CChar.self), UInt64(buffer.count),
                    transientDestructor, UInt8(SQLITE_UTF8))
            }
        case .blob(let data):
            code = data.withUnsafeBytes { buffer in
                guard let address = buffer.baseAddress, !buffer.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, address, UInt64(buffer.count), transientDestructor)
            }
        case .blobBytes(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                guard let address = buffer.baseAddress, !buffer.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, address, UInt64(buffer.count), transientDestructor)
            }
        case .null:
            code = sqlite3_bind_null(handle, index)
        }
        guard code == SQLITE_OK else { throw failure(code) }
    }

    /// Advances to the next row: `true` when a row is ready to read, `false` when the
    /// statement has finished.
    func step() throws(StoreError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw failure(code)
        }
    }

    /// Makes the statement ready to run again, with no parameters bound. This also ends the
    /// read transaction a `SELECT` left open in autocommit mode.
    func reset() {
        // sqlite3_reset repeats the last step's error, already thrown by `step()`.
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// The storage class of the column at `index` in the current row (`SQLITE_INTEGER`, …).
    func columnType(at index: Int32) -> Int32 {
        sqlite3_column_type(handle, index)
    }

    func int64(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    func double(at index: Int32) -> Double {
        sqlite3_column_double(handle, index)
    }

    /// The column as text, with its exact length: NUL characters inside stay.
    func text(at index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's bytes (a text column's UTF-8).
    func data(at index: Int32) -> Data {
        // sqlite3_column_blob before sqlite3_column_bytes, as SQLite's documentation asks, so
        // the length is that of the converted value.
        guard let bytes = sqlite3_column_blob(handle, index) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, index)))
    }

    /// The column's bytes as an array.
    func bytes(at index: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(handle, index) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// `body`'s result with the column's bytes where SQLite holds them: valid until the
    /// statement steps, resets or reads the column again as another type.
    func withBytes<Result>(at index: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let bytes = sqlite3_column_blob(handle, index)
        return try body(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))))
    }

    /// The column in its own storage class.
    func value(at index: Int32) -> SQLValue {
        switch columnType(at: index) {
        case SQLITE_INTEGER: .integer(int64(at: index))
        case SQLITE_FLOAT: .real(double(at: index))
        case SQLITE_TEXT: .text(text(at: index))
        case SQLITE_BLOB: .blob(data(at: index))
        default: .null
        }
    }

    private func failure(_ code: Int32) -> StoreError {
        Connection.error(code, on: connection, sql: sql)
    }
}

/// `SQLITE_TRANSIENT`, which C defines as `((sqlite3_destructor_type)-1)`, a macro Swift
/// cannot import: SQLite copies a value bound with it before the bind returns.
private var transientDestructor: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
