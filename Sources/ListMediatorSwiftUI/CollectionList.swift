#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives — a data source, a composite, a switching data source or a
    /// mediator — on a `UICollectionView`, in a SwiftUI screen.
    ///
    /// The data source is the app's: keep it in a model the view observes, and apply new items
    /// to it as SwiftUI state changes; the list animates each apply as it does in UIKit. A
    /// `refreshable` action above the list runs when the user pulls, the control spinning until
    /// it returns.
    ///
    /// ```swift
    /// CollectionList(feed.dataSource)
    ///     .refreshable { await feed.reload() }
    /// ```
    public struct CollectionList: UIViewRepresentable {
        private let dataSource: any ListViewDataSource<CollectionListView>
        private let makeLayout: @MainActor () -> UICollectionViewLayout

        /// Shows `dataSource` in a collection view with the layout `layout` makes, by default
        /// a plain list.
        public init(
            _ dataSource: any ListViewDataSource<CollectionListView>,
            layout: @escaping @MainActor () -> UICollectionViewLayout = {
                UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
        ) {
            self.dataSource = dataSource
            makeLayout = layout
        }

        /// Keeps the list view that binds the collection view to the data source, and the pull.
        @MainActor
        public final class Coordinator {
            var listView: CollectionListView?
            let refresh = ListRefreshCoordinator()
        }

        public func makeCoordinator() -> Coordinator {
            Coordinator()
        }

        public func makeUIView(context: Context) -> UICollectionView {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
            let listView = CollectionListView(collectionView: collectionView)
            context.coordinator.listView = listView
            listView.currentDataSource = dataSource
            context.coordinator.refresh.update(context.environment.refresh, on: collectionView)
            return collectionView
        }

        public func updateUIView(_ collectionView: UICollectionView, context: Context) {
            if let listView = context.coordinator.listView, listView.currentDataSource !== dataSource {
                listView.currentDataSource = dataSource
            }
            context.coordinator.refresh.update(context.environment.refresh, on: collectionView)
        }
    }
#endif
