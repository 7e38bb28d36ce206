import Foundation
import ListMediator

/// Which lists have a table in the file, and with which kind of identity: the
/// `store_lists` table, with a cache of what committed transactions created.
///
/// The cache holds committed tables only, so a read that finds a list in it also finds its
/// table: a read's snapshot starts with its first statement, which comes after the commit that
/// filled the cache.
final class ListCatalog: Sendable {
    private let known = Protected<[String: StoreIdentityKind]>([:])

    /// Whether `list`'s table exists, for a reader inside its read transaction, or for a write
    /// that has created the tables `created` so far.
    ///
    /// - Throws: ``StoreError/identityKindMismatch(list:stored:requested:)`` when the table
    ///   holds the other kind of identity.
    func exists<Item>(
        _ list: StoredList<Item>, on connection: Connection, created: [String: StoreIdentityKind] = [:]
    ) throws(StoreError) -> Bool {
        // The write's own tables first: found by the query below, they would be cached as
        // committed before they are.
        if let kind = created[list.name.canonical] ?? known.withLock({ $0[list.name.canonical] }) {
            try check(kind, for: list)
            return true
        }
        guard let kind = try storedKind(of: list.name, on: connection) else { return false }
        try check(kind, for: list)
        known.withLock { $0[list.name.canonical] = kind }
        return true
    }

    /// Makes sure `list`'s table exists inside a write transaction on `connection`, creating it
    /// if missing; a table created here is added to `created`, to be recorded with
    /// ``record(_:)`` once the transaction commits.
    func prepare<Item>(
        _ list: StoredList<Item>, on connection: Connection, created: inout [String: StoreIdentityKind]
    ) throws(StoreError) {
        let name = list.name.canonical
        if let kind = created[name] ?? known.withLock({ $0[name] }) {
            try check(kind, for: list)
            return
        }
        if let kind = try storedKind(of: list.name, on: connection) {
            try check(kind, for: list)
            // Found outside this transaction's own changes, so it is committed already.
            known.withLock { $0[name] = kind }
            return
        }
        let kind = Item.ID.storeKind
        try connection.run(
            "INSERT INTO store_lists (name, identity_kind) VALUES (?1, ?2)", [.text(name), .text(kind.rawValue)])
        try connection.execute(list.sql.createTable)
        try connection.execute(list.sql.createIndex)
        created[name] = kind
    }

    /// Records the tables a committed transaction created.
    func record(_ created: [String: StoreIdentityKind]) {
        guard !created.isEmpty else { return }
        known.withLock { $0.merge(created) { _, new in new } }
    }

    private func storedKind(of name: ListName, on connection: Connection) throws(StoreError) -> StoreIdentityKind? {
        try connection.withStatement("SELECT identity_kind FROM store_lists WHERE name = ?1") {
            statement throws(StoreError) in
            try statement.bind([.text(name.canonical)])
            guard try statement.step() else { return nil }
            let stored = statement.text(at: 0)
            guard let kind = StoreIdentityKind(rawValue: stored) else {
                throw .identityKindMismatch(list: name.rawValue, stored: stored, requested: "known")
            }
            return kind
        }
    }

    private func check<Item>(_ kind: StoreIdentityKind, for list: StoredList<Item>) throws(StoreError) {
        guard kind == Item.ID.storeKind else {
            throw .identityKindMismatch(
                list: list.name.rawValue, stored: kind.rawValue, requested: Item.ID.storeKind.rawValue)
        }
    }
}
