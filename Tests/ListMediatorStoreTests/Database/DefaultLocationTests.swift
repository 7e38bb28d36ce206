import Foundation
import Testing

@testable import ListMediatorStore

struct DefaultLocationTests {
    private let home = URL(fileURLWithPath: "/home/someone", isDirectory: true)

    @Test
    func theStoreGoesInAFolderNamedByTheAppInTheDataFolder() throws {
        let data = URL(fileURLWithPath: "/data", isDirectory: true)
        let url = try ListStore.defaultFileURL(appName: "Reader", fileName: "lists.sqlite", dataFolder: data)
        #expect(url.path == "/data/Reader/lists.sqlite")
    }

    @Test
    func xdgDataHomeIsTheDataFolderWhenItIsAnAbsolutePath() {
        #expect(
            ListStore.xdgDataFolder(environment: ["XDG_DATA_HOME": "/xdg/data"], homeFolder: home).path == "/xdg/data")
    }

    @Test(arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/data"]])
    func theDataFolderIsLocalShareInTheHomeFolderOtherwise(environment: [String: String]) {
        #expect(
            ListStore.xdgDataFolder(environment: environment, homeFolder: home).path == "/home/someone/.local/share")
    }

    @Test(arguments: ["", ".", "..", "a/b", "a\0b"])
    func anAppNameThatIsNotOnePathComponentIsRefused(name: String) {
        #expect(throws: StoreError.self) { try ListStore.defaultFileURL(appName: name) }
        #expect(throws: StoreError.self) { try ListStore.defaultFileURL(appName: "App", fileName: name) }
    }

    @Test
    func thePublicDefaultEndsWithTheAppFolderAndFileName() throws {
        let url = try ListStore.defaultFileURL(appName: "Reader")
        #expect(url.pathComponents.suffix(2) == ["Reader", "ListStore.sqlite"])
    }
}
