import Foundation

/// The `store_reading_places` table: one row per list. The anchor's identity and sort key
/// columns have no type, so each keeps the storage class it was bound with, as in a list's
/// table.
enum ReadingPlaceQueries {
    static func readingPlace<ID: StoreIdentity>(
        of list: ListName, on connection: Connection
    ) throws(StoreError) -> ReadingPlace<ID>? {
        try connection.withStatement(
            "SELECT anchor_id, anchor_sort_key, anchor_offset FROM store_reading_places WHERE list_name = ?1"
        ) { statement throws(StoreError) in
            try statement.bind([.text(list.canonical)])
            guard try statement.step() else { return nil }
            let anchor = try statement.listKeys(of: list)
            guard let id = ID(storeValue: anchor.id) else {
                throw .decodingFailed(
                    list: list.rawValue, id: anchor.id.description,
                    reason: "the reading place's anchor is not a \(ID.self)")
            }
            return ReadingPlace(anchor: ListCursor(sortKey: anchor.sortKey, id: id), offset: statement.double(at: 2))
        }
    }

    static func setReadingPlace<ID: StoreIdentity>(
        _ place: ReadingPlace<ID>?, of list: ListName, on connection: Connection
    ) throws(StoreError) {
        guard let place else {
            try connection.run("DELETE FROM store_reading_places WHERE list_name = ?1", [.text(list.canonical)])
            return
        }
        try connection.run(
            """
            INSERT INTO store_reading_places (list_name, anchor_id, anchor_sort_key, anchor_offset) \
            VALUES (?1, ?2, ?3, ?4) ON CONFLICT (list_name) DO UPDATE SET anchor_id = excluded.anchor_id, \
            anchor_sort_key = excluded.anchor_sort_key, anchor_offset = excluded.anchor_offset
            """,
            [
                .text(list.canonical), place.anchor.id.storeValue.sqlValue, place.anchor.sortKey.sqlValue,
                .real(place.offset),
            ])
    }
}
