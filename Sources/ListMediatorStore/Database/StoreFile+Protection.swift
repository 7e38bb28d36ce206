import Foundation

#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    extension StoreFile {
        /// Applies `protection` to the database file and the companion files that exist.
        ///
        /// SQLite deletes the `-wal` and `-shm` files when the last connection closes and makes
        /// them again on the next open, so this runs on every open, once they exist. A file
        /// SQLite makes between opens takes its folder's protection: keep the store in a
        /// folder of its own with the same class (``ListStore/defaultFileURL(appName:fileName:)``
        /// gives it one) to cover those too.
        static func protect(_ path: String, with protection: FileProtectionType) throws(StoreError) {
            for file in [path] + companionSuffixes.map({ path + $0 }) where FileManager.default.fileExists(atPath: file)
            {
                do {
                    try FileManager.default.setAttributes([.protectionKey: protection], ofItemAtPath: file)
                } catch {
                    throw .fileSystem(path: file, operation: "protect", reason: error.localizedDescription)
                }
            }
        }
    }
#endif
