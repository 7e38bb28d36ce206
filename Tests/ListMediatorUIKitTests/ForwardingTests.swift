import ListMediator
import Testing

@testable import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The part of forwarding that is plain Swift: which of the app's objects answers a call the list
/// view does not model, and UIKit being told again when either object changes. (The Objective-C
/// `responds(to:)` and `forwardingTarget(for:)` around it exist on Apple platforms only.)
@MainActor
struct ForwardingTests {
    final class AppObject: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
    }

    func target(isDataSourceCall: Bool, dataSource: AppObject?, delegate: AppObject?, answering: Set<String>)
        -> String?
    {
        ForwardedCall.target(isDataSourceCall: isDataSourceCall, dataSource: dataSource, delegate: delegate) {
            answering.contains($0.name)
        }?.name
    }

    @Test func aDataSourceCallGoesToTheForwardingDataSourceWhenItAnswersIt() {
        let dataSource = AppObject("data source")
        let delegate = AppObject("delegate")
        #expect(
            target(isDataSourceCall: true, dataSource: dataSource, delegate: delegate, answering: ["data source"])
                == "data source")
        #expect(target(isDataSourceCall: true, dataSource: dataSource, delegate: delegate, answering: []) == nil)
    }

    @Test func aDelegateThatAnswersADataSourceCallIsNotOfferedIt() {
        // Else an app's delegate implementing tableView(_:commit:forRowAt:) would turn on
        // swipe-to-delete through the list view.
        let delegate = AppObject("delegate")
        #expect(target(isDataSourceCall: true, dataSource: nil, delegate: delegate, answering: ["delegate"]) == nil)
    }

    @Test func aDelegateCallGoesToTheForwardingDelegateOnly() {
        let dataSource = AppObject("data source")
        let delegate = AppObject("delegate")
        #expect(
            target(isDataSourceCall: false, dataSource: dataSource, delegate: delegate, answering: ["delegate"])
                == "delegate")
        #expect(
            target(isDataSourceCall: false, dataSource: dataSource, delegate: nil, answering: ["data source"]) == nil)
    }

    // The stand-in counts reloads; UIKit does not say.
    #if !canImport(UIKit)
        @Test func settingTheForwardingDataSourceTellsTheTableItsDataSourceAgainAndHoldsItWeakly() {
            let table = UIKitTable()
            table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
            #expect(table.rowCounts == [1])
            let reloadsBefore = table.tableView.reloadCount
            do {
                let editing = AppObject("editing")
                table.listView.forwardingDataSource = editing
                #expect(table.listView.forwardingDataSource === editing)
            }
            #expect(table.tableView.dataSource === table.listView)
            #expect(table.rowCounts == [1])
            // UIKit reloads a table whose data source is set; the stand-in does the same.
            #expect(table.tableView.reloadCount == reloadsBefore + 1)
            #expect(table.listView.forwardingDataSource == nil)
        }

        @Test func settingTheForwardingDataSourceTellsTheCollectionViewItsDataSourceAgain() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
            let listView = CollectionListView(collectionView: collectionView)
            let items = FlatDataSource<String, CollectionListView>(
                items: ["a", "b"],
                cellProvider: .init { listView, indexPath, _ in
                    listView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                })
            listView.register(UICollectionViewCell.self, forCellReuseIdentifier: "Cell")
            listView.currentDataSource = items
            #expect(collectionView.numberOfItems(inSection: 0) == 2)
            let reloadsBefore = collectionView.reloadCount
            let headers = AppObject("headers")
            listView.forwardingDataSource = headers
            #expect(collectionView.dataSource === listView)
            #expect(collectionView.numberOfItems(inSection: 0) == 2)
            #expect(collectionView.reloadCount == reloadsBefore + 1)
        }
    #endif
}
