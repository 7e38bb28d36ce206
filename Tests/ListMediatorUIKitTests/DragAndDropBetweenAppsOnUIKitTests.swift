import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Data crossing to and from other apps: a row's drag carries the data its data source gives;
/// another app's drag drops where a data source takes one of its types, and becomes items once
/// its data has loaded.
@MainActor
struct DragAndDropBetweenAppsOnUIKitTests {
    struct Note: Identifiable, Equatable {
        let id: Int
        let text: String
    }
    typealias Notes = FlatDataSource<Note, TableListView>

    let table = UIKitTable()
    let notes = Notes(items: [Note(id: 1, text: "milk")], cellProvider: .text(\.text))
    let archive = Notes(items: [], cellProvider: .text(\.text))

    init() {
        table.listView.currentDataSource = CompositeDataSource<TableListView>([notes, archive])
        table.listView.allowsDragAndDrop = true
        _ = table.tableView.visibleCells
    }

    /// Text another app drags, as an item provider carries it.
    static func textFromAnotherApp(_ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        let data = Data(text.utf8)
        provider.registerDataRepresentation(
            forTypeIdentifier: ListDragData.plainTextTypeIdentifier, visibility: .all
        ) { completion in
            completion(data, nil)
            return nil
        }
        return provider
    }

    /// An item provider whose data fails to load.
    static func unreadableText() -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(
            forTypeIdentifier: ListDragData.plainTextTypeIdentifier, visibility: .all
        ) { completion in
            completion(nil, CocoaError(.fileReadCorruptFile))
            return nil
        }
        return provider
    }

    func acceptText(in notes: Notes) {
        var nextID = 100
        notes.droppedDataTypes = [ListDragData.plainTextTypeIdentifier]
        notes.itemFromDroppedData = { data in
            defer { nextID += 1 }
            return data.text.map { Note(id: nextID, text: $0) }
        }
    }

    func settle(until done: () -> Bool) async {
        for _ in 0..<1_000 where !done() { try? await Task.sleep(for: .milliseconds(2)) }
    }

    @Test func aRowsDragCarriesTheDataItsDataSourceGivesAndMayLeaveTheApp() async throws {
        notes.onMove = { _, _, _ in }
        notes.dragData = { .text($0.text) }
        let items = table.listView.tableView(
            table.tableView, itemsForBeginning: ProbeSession(), at: IndexPath(row: 0, section: 0))

        let provider = try #require(items.first?.itemProvider)
        #expect(provider.registeredTypeIdentifiers == [ListDragData.plainTextTypeIdentifier])
        #expect(items.first?.localObject is ListDraggedRow)
        #expect(
            !table.listView.tableView(
                table.tableView, dragSessionIsRestrictedToDraggingApplication: ProbeSession(items)))
        let text = await withCheckedContinuation { continuation in
            _ = provider.loadDataRepresentation(forTypeIdentifier: ListDragData.plainTextTypeIdentifier) { data, _ in
                continuation.resume(returning: data.flatMap { String(data: $0, encoding: .utf8) })
            }
        }
        #expect(text == "milk")
    }

    @Test func aRowWithoutDataStaysInTheApp() {
        notes.onMove = { _, _, _ in }
        let items = table.listView.tableView(
            table.tableView, itemsForBeginning: ProbeSession(), at: IndexPath(row: 0, section: 0))
        #expect(
            table.listView.tableView(table.tableView, dragSessionIsRestrictedToDraggingApplication: ProbeSession(items))
        )
    }

    @Test func textFromAnotherAppBecomesItemsWhereItIsDroppedOnceItLoads() async {
        acceptText(in: archive)
        var received: [String] = []
        archive.onReceive = { note, destination in received.append("\(note.text) at \(destination.row)") }

        let operation = table.tableView.simulateDrop(
            of: [Self.textFromAnotherApp("eggs"), Self.textFromAnotherApp("bread")], at: IndexPath(row: 0, section: 1))
        #expect(operation == .copy)
        await settle { archive.items.count == 2 }

        #expect(archive.items.map(\.text) == ["eggs", "bread"])
        #expect(received == ["eggs at 0", "bread at 1"])
        #expect(table.rowCounts == [1, 2])
        #expect(table.tableView.performedBatchUpdates.last?.update == BatchUpdate(insertedRows: [[1, 0], [1, 1]]))
    }

    @Test func aDataSourceThatTakesNoSuchDataForbidsTheDrop() {
        acceptText(in: archive)
        #expect(
            table.tableView.simulateDrop(of: [Self.textFromAnotherApp("eggs")], at: IndexPath(row: 0, section: 0))
                == .forbidden)
        let image = NSItemProvider()
        image.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89]), nil)
            return nil
        }
        #expect(table.tableView.simulateDrop(of: [image], at: IndexPath(row: 0, section: 1)) == .forbidden)
    }

    @Test func dataThatFailsToLoadIsLeftOutAndTheRestComesIn() async {
        acceptText(in: archive)
        #expect(
            table.tableView.simulateDrop(
                of: [Self.unreadableText(), Self.textFromAnotherApp("tea")], at: IndexPath(row: 0, section: 1)) == .copy
        )
        await settle { !archive.items.isEmpty }
        #expect(archive.items.map(\.text) == ["tea"])
    }

    @Test func rowsThatChangedWhileTheDataLoadedTakeItAtTheNearestPlaceStillThere() async {
        acceptText(in: archive)
        archive.apply([Note(id: 1, text: "a"), Note(id: 2, text: "b")])
        #expect(
            table.tableView.simulateDrop(of: [Self.textFromAnotherApp("c")], at: IndexPath(row: 2, section: 1)) == .copy
        )
        archive.apply([Note(id: 1, text: "a")])  // before the data has loaded
        await settle { archive.items.count == 2 }
        #expect(archive.items.map(\.text) == ["a", "c"])
    }

    @Test func aReceiverThatRefusesTheMadeItemLeavesTheListAsItWas() async {
        acceptText(in: archive)
        archive.canReceiveItem = { note, _ in note.text != "spam" }
        #expect(
            table.tableView.simulateDrop(of: [Self.textFromAnotherApp("spam")], at: IndexPath(row: 0, section: 1))
                == .copy)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(archive.items.isEmpty)
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }
}

/// A drag session for asking the drag delegate directly.
@MainActor
final class ProbeSession: UIDragSession {
    let items: [UIDragItem]
    var localContext: Any?
    init(_ items: [UIDragItem] = []) { self.items = items }
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
}
