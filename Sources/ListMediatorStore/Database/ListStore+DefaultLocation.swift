import Foundation

extension ListStore {
    /// Where an app keeps its store unless it has a reason to choose: a folder named `appName`
    /// in the user's data folder, holding `fileName`.
    ///
    /// On Apple platforms the data folder is Application Support, which is backed up: an app that
    /// can load everything again from its server may exclude the folder from backups
    /// (`URLResourceValues.isExcludedFromBackup`). On Linux and other platforms it is
    /// `$XDG_DATA_HOME`, or `~/.local/share` when that is unset or not an absolute path, as the
    /// XDG Base Directory specification says. The folder is created when the store is first
    /// opened.
    ///
    /// - Throws: ``StoreError/invalidFileName(_:reason:)`` when `appName` or `fileName` is not a
    ///   single path component.
    public static func defaultFileURL(
        appName: String, fileName: String = "ListStore.sqlite"
    ) throws(StoreError) -> URL {
        #if canImport(Darwin)
            let dataFolder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            return try defaultFileURL(appName: appName, fileName: fileName, dataFolder: dataFolder)
        #else
            return try defaultFileURL(
                appName: appName, fileName: fileName,
                dataFolder: xdgDataFolder(
                    environment: ProcessInfo.processInfo.environment,
                    homeFolder: FileManager.default.homeDirectoryForCurrentUser))
        #endif
    }

    /// `fileName` in the folder `appName` of `dataFolder`.
    static func defaultFileURL(appName: String, fileName: String, dataFolder: URL) throws(StoreError) -> URL {
        try checkPathComponent(appName)
        try checkPathComponent(fileName)
        return dataFolder.appendingPathComponent(appName, isDirectory: true).appendingPathComponent(fileName)
    }

    /// `$XDG_DATA_HOME` from `environment` if it is an absolute path, else `.local/share` in
    /// `homeFolder`.
    static func xdgDataFolder(environment: [String: String], homeFolder: URL) -> URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return homeFolder.appendingPathComponent(".local/share", isDirectory: true)
    }

    private static func checkPathComponent(_ name: String) throws(StoreError) {
        guard !name.isEmpty else { throw .invalidFileName(name, reason: "it is empty") }
        guard name != ".", name != ".." else {
            throw .invalidFileName(name, reason: "it names a folder relative to another")
        }
        guard !name.contains("/"), !name.contains("\0") else {
            throw .invalidFileName(name, reason: "it holds a slash or a NUL character")
        }
    }
}
