#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// The coordinator of the UIKit view of ``CollectionList`` and ``TableList``: what they keep,
    /// and what they do at SwiftUI's updates — hand ``ListRepresentation`` the source and what
    /// the environment gives (the list modifiers' items and selections, the `refreshable`
    /// action), animated unless the transaction disables animations.
    @MainActor
    final class RepresentedList<ListViewType: ListView> {
        private var representation: ListRepresentation<ListViewType>?

        /// The first update: `source` shown in `listView`, the binding of `scrollView`, without
        /// animation.
        func show<Representable: UIViewRepresentable>(
            _ source: ListSource<ListViewType>, in listView: ListViewType, on scrollView: UIScrollView,
            context: UIViewRepresentableContext<Representable>
        ) {
            let representation = ListRepresentation(listView, on: scrollView)
            self.representation = representation
            update(representation, source, context.environment, animated: false)
        }

        /// A later update.
        func update<Representable: UIViewRepresentable>(
            _ source: ListSource<ListViewType>, context: UIViewRepresentableContext<Representable>
        ) {
            guard let representation else { return }
            update(representation, source, context.environment, animated: !context.transaction.disablesAnimations)
        }

        /// The list leaves the screen for good.
        func dismantle() {
            representation?.dismantle()
        }

        private func update(
            _ representation: ListRepresentation<ListViewType>, _ source: ListSource<ListViewType>,
            _ environment: EnvironmentValues, animated: Bool
        ) {
            var refreshAction: (@MainActor () async -> Void)?
            if let action = environment.refresh { refreshAction = { await action() } }
            representation.update(
                environment.listModifiers.content(of: source), refreshAction: refreshAction, animated: animated)
        }
    }
#endif
