import Foundation
import ListMediatorStore

/// Where the demo keeps its store unless `--store` says otherwise.
enum StoreLocation {
    /// `listmediator-demo/lists.sqlite` in the user's data folder: under `$XDG_DATA_HOME`, or
    /// `~/.local/share` when that is unset or not absolute (Application Support on Apple
    /// platforms), as `ListStore.defaultFileURL(appName:fileName:)` says.
    static func defaultFileURL() -> URL {
        do {
            return try ListStore.defaultFileURL(appName: "listmediator-demo", fileName: "lists.sqlite")
        } catch {
            fatalError("the demo's folder and file names are single path components: \(error)")
        }
    }
}
