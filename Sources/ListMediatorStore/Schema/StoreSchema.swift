import Foundation

/// The store's own schema: what marks a file as a list store and the steps that build its
/// tables.
enum StoreSchema {
    /// `PRAGMA application_id` of every store file: `0x4C4D5354`, the ASCII bytes "LMST"
    /// (ListMediator STore), at offset 68 of the file's header. A file whose id is another, or
    /// that is 0 and holds tables, belongs to another program and is moved aside, not used.
    static let applicationID: Int32 = 0x4C4D_5354

    /// The steps, in order; a file's `user_version` is the number of steps applied to it.
    /// Steps are only ever appended, never edited, once released.
    static let migrations: [Migration] = [
        Migration(name: "lists, remote keys and reading places") { connection throws(StoreError) in
            try connection.execute(
                """
                CREATE TABLE store_lists (
                    name TEXT PRIMARY KEY NOT NULL,
                    identity_kind TEXT NOT NULL
                );
                CREATE TABLE store_remote_keys (
                    list_name TEXT NOT NULL REFERENCES store_lists (name),
                    list_end TEXT NOT NULL,
                    cursor_value BLOB,
                    refreshed_at REAL,
                    PRIMARY KEY (list_name, list_end)
                );
                CREATE TABLE store_reading_places (
                    list_name TEXT PRIMARY KEY NOT NULL REFERENCES store_lists (name),
                    anchor_id NOT NULL,
                    anchor_sort_key NOT NULL,
                    anchor_offset REAL NOT NULL
                );
                """)
        }
    ]
}
