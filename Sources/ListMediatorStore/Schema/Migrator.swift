import Foundation

/// Brings a file's schema up to date, one step per transaction.
enum Migrator {
    /// Applies the steps of `migrations` the file lacks.
    ///
    /// Each step runs under `BEGIN IMMEDIATE` and reads `user_version` again inside its
    /// transaction: another process opening the same file at the same moment may have applied
    /// the step already, and then it is skipped. A new file is marked with
    /// ``StoreSchema/applicationID`` in the first step's transaction.
    ///
    /// - Throws: ``StoreError/migrationFailed(name:underlying:)`` for a step that failed, which
    ///   was rolled back with the version it would have set; ``StoreError/newerSchema(fileVersion:supportedVersion:)``
    ///   when another process moved the file past the steps known here.
    static func migrate(_ connection: Connection, with migrations: [Migration]) throws(StoreError) {
        for (offset, migration) in migrations.enumerated() {
            let version = offset + 1
            do {
                try connection.run("BEGIN IMMEDIATE")
                let current = try connection.integer("PRAGMA user_version") ?? 0
                if current < version {
                    if current == 0 { try connection.execute("PRAGMA application_id = \(StoreSchema.applicationID)") }
                    try migration.apply(connection)
                    // PRAGMA takes no parameters; `version` is an integer this code computed.
                    try connection.execute("PRAGMA user_version = \(version)")
                }
                try connection.run("COMMIT")
            } catch {
                connection.rollBack()
                throw .migrationFailed(name: migration.name, underlying: error)
            }
        }
        let final = Int(try connection.integer("PRAGMA user_version") ?? 0)
        if final > migrations.count {
            throw .newerSchema(fileVersion: final, supportedVersion: migrations.count)
        }
    }
}
