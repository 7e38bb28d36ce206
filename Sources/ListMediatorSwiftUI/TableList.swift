#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives on a `UITableView`, in a SwiftUI screen; see ``CollectionList``.
    public struct TableList: UIViewRepresentable {
        private let dataSource: any ListViewDataSource<TableListView>
        private let style: UITableView.Style

        /// Shows `dataSource` in a table view of `style`.
        public init(_ dataSource: any ListViewDataSource<TableListView>, style: UITableView.Style = .plain) {
            self.dataSource = dataSource
            self.style = style
        }

        /// Keeps the list view that binds the table view to the data source, and the pull.
        @MainActor
        public final class Coordinator {
            var listView: TableListView?
            let refresh = ListRefreshCoordinator()
        }

        public func makeCoordinator() -> Coordinator {
            Coordinator()
        }

        public func makeUIView(context: Context) -> UITableView {
            let tableView = UITableView(frame: .zero, style: style)
            let listView = TableListView(tableView: tableView)
            context.coordinator.listView = listView
            listView.currentDataSource = dataSource
            context.coordinator.refresh.update(context.environment.refresh, on: tableView)
            return tableView
        }

        public func updateUIView(_ tableView: UITableView, context: Context) {
            if let listView = context.coordinator.listView, listView.currentDataSource !== dataSource {
                listView.currentDataSource = dataSource
            }
            context.coordinator.refresh.update(context.environment.refresh, on: tableView)
        }
    }
#endif
