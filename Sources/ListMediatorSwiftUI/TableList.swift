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

        public func makeCoordinator() -> ListRepresentableCoordinator<TableListView> {
            ListRepresentableCoordinator()
        }

        public func makeUIView(context: Context) -> UITableView {
            let tableView = UITableView(frame: .zero, style: style)
            context.coordinator.show(
                dataSource, in: TableListView(tableView: tableView), on: tableView,
                refreshAction: context.environment.refresh)
            return tableView
        }

        public func updateUIView(_ tableView: UITableView, context: Context) {
            context.coordinator.update(dataSource, on: tableView, refreshAction: context.environment.refresh)
        }
    }
#endif
