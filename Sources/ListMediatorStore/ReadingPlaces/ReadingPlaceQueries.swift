import Foundation

/// The `store_reading_places` table: one row per list.
enum ReadingPlaceQueries {
    static func readingPlace(of list: ListName, on connection: Connection) throws(StoreError) -> ReadingPlace? {
        try connection.withStatement(
            "SELECT anchor, anchor_offset FROM store_reading_places WHERE list_name = ?1"
        ) { statement throws(StoreError) in
            try statement.bind([.text(list.canonical)])
            guard try statement.step() else { return nil }
            return ReadingPlace(anchorID: statement.text(at: 0), offset: statement.double(at: 1))
        }
    }

    static func setReadingPlace(_ place: ReadingPlace?, of list: ListName, on connection: Connection) throws(StoreError)
    {
        guard let place else {
            try connection.run("DELETE FROM store_reading_places WHERE list_name = ?1", [.text(list.canonical)])
            return
        }
        try connection.run(
            """
            INSERT INTO store_reading_places (list_name, anchor, anchor_offset) VALUES (?1, ?2, ?3) \
            ON CONFLICT (list_name) DO UPDATE SET anchor = excluded.anchor, anchor_offset = excluded.anchor_offset
            """,
            [.text(list.canonical), .text(place.anchorID), .real(place.offset)])
    }
}
