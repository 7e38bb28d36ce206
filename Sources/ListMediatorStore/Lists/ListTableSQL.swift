import Foundation

/// The SQL of one list's table, written once when the ``StoredList`` is made so that hot
/// queries reach the statement cache with the same text every time.
///
/// The table holds one row per item: its identity, its sort key, its section key and its
/// encoded body. An index on `(sort_key, id)` serves every page read: a keyset query reads the
/// items past a cursor by seeking into the index, so a page costs O(log n + page size) wherever
/// it starts, where `OFFSET` would walk every row before it — even among many items that share
/// one sort key (see ``keysetRows(_:_:orderedBy:)``).
struct ListTableSQL: Hashable, Sendable {
    let createTable: String
    let createIndex: String
    let upsert: String
    let delete: String
    let deleteAll: String
    let count: String
    let countInSection: String
    let sortKeyOfItem: String
    let itemWithID: String
    let first: String
    let last: String
    let after: String
    let atOrAfter: String
    let before: String
    let existsAtOrBefore: String
    let existsAtOrAfter: String

    init(name: ListName, identityKind: StoreIdentityKind) {
        let table = name.tableName.quotedIdentifier
        // Indexes share the tables' namespace: prefixing each kind of name differently keeps a
        // list's index from ever taking another list's table name.
        let index = ("index_" + name.canonical + "_order").quotedIdentifier
        // An integer identity is the table's row id (`INTEGER PRIMARY KEY`): no second copy, no
        // second index. The sort key column has no declared type, so SQLite keeps each key in
        // the storage class it was bound with and orders mixed kinds its own way.
        let idColumn = identityKind == .integer ? "id INTEGER PRIMARY KEY NOT NULL" : "id TEXT PRIMARY KEY NOT NULL"
        createTable = """
            CREATE TABLE IF NOT EXISTS \(table) (\(idColumn), sort_key NOT NULL, section_key TEXT, body TEXT NOT NULL)
            """
        createIndex = "CREATE INDEX IF NOT EXISTS \(index) ON \(table) (sort_key, id)"
        upsert = """
            INSERT INTO \(table) (id, sort_key, section_key, body) VALUES (?1, ?2, ?3, ?4) \
            ON CONFLICT (id) DO UPDATE SET sort_key = excluded.sort_key, section_key = excluded.section_key, \
            body = excluded.body
            """
        delete = "DELETE FROM \(table) WHERE id = ?1"
        deleteAll = "DELETE FROM \(table)"
        count = "SELECT count(*) FROM \(table)"
        countInSection = "SELECT count(*) FROM \(table) WHERE section_key IS ?1"
        sortKeyOfItem = "SELECT sort_key FROM \(table) WHERE id = ?1"
        let columns = "SELECT id, sort_key, body FROM \(table)"
        itemWithID = "\(columns) WHERE id = ?1"
        first = "\(columns) ORDER BY sort_key, id LIMIT ?1"
        last = "\(columns) ORDER BY sort_key DESC, id DESC LIMIT ?1"
        let ascending = "sort_key, id"
        let descending = "sort_key DESC, id DESC"
        after = Self.keysetRows(columns, (">", ">"), orderedBy: ascending)
        atOrAfter = Self.keysetRows(columns, (">=", ">"), orderedBy: ascending)
        before = Self.keysetRows(columns, ("<", "<"), orderedBy: descending)
        existsAtOrBefore = Self.keysetExists(table, ("<=", "<"))
        existsAtOrAfter = Self.keysetExists(table, (">=", ">"))
    }

    /// The rows of `columns` (a `SELECT … FROM table`) past the cursor `(?1, ?2)`, up to `?3` of
    /// them in `order`: the row value comparison `(sort_key, id) > (?1, ?2)`, written as the two
    /// ranges it is made of — the items that share the cursor's sort key and whose identity
    /// compares `tie` with the cursor's, then the items whose sort key compares `beyond` with
    /// it.
    ///
    /// Each range is one seek into the index on its leading columns, and SQLite merges the two
    /// in order (`MERGE (UNION ALL)`, no sort), stopping at the limit. The row value itself
    /// seeks on both columns only when `id` is an ordinary column: when it is the row id (an
    /// integer identity), SQLite seeks on the sort key alone and then steps through every item
    /// that shares it up to the cursor, O(ties) for a list whose items share one sort key.
    private static func keysetRows(
        _ columns: String, _ comparisons: (tie: String, beyond: String), orderedBy order: String
    ) -> String {
        "\(columns) WHERE sort_key = ?1 AND id \(comparisons.tie) ?2 UNION ALL "
            + "\(columns) WHERE sort_key \(comparisons.beyond) ?1 ORDER BY \(order) LIMIT ?3"
    }

    /// Whether `table` holds an item on the side of the cursor `(?1, ?2)` that `comparisons`
    /// describe, as two seeks for the reason ``keysetRows(_:_:orderedBy:)`` gives.
    private static func keysetExists(_ table: String, _ comparisons: (tie: String, beyond: String)) -> String {
        "SELECT EXISTS (SELECT 1 FROM \(table) WHERE sort_key = ?1 AND id \(comparisons.tie) ?2) "
            + "OR EXISTS (SELECT 1 FROM \(table) WHERE sort_key \(comparisons.beyond) ?1)"
    }
}
