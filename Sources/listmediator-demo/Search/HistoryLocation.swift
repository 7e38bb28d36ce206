import Foundation

/// Where the demo keeps its search history unless `--history-file` says otherwise.
enum HistoryLocation {
    /// `listmediator-demo/search-history.json` under `$XDG_DATA_HOME`, or under
    /// `~/.local/share` when that is unset or not absolute, as the XDG base directory
    /// specification says.
    static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            base = URL(fileURLWithPath: dataHome, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("listmediator-demo", isDirectory: true)
            .appendingPathComponent("search-history.json", isDirectory: false)
    }
}
