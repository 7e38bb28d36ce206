#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// The UIKit view of ``CollectionList`` and ``TableList``, written once: the scroll view and
    /// the list view `makeViews` makes, showing `source` with what the environment gives.
    struct ListRepresentable<ListViewType: ListView, ScrollView: UIScrollView>: UIViewRepresentable {
        let source: ListSource<ListViewType>
        let makeViews: @MainActor () -> (scrollView: ScrollView, listView: ListViewType)

        func makeCoordinator() -> RepresentedList<ListViewType> { RepresentedList() }

        func makeUIView(context: Context) -> ScrollView {
            let views = makeViews()
            context.coordinator.show(source, in: views.listView, on: views.scrollView, context: context)
            return views.scrollView
        }

        func updateUIView(_ scrollView: ScrollView, context: Context) {
            context.coordinator.update(source, context: context)
        }

        static func dismantleUIView(_ scrollView: ScrollView, coordinator: RepresentedList<ListViewType>) {
            coordinator.dismantle()
        }
    }
#endif
