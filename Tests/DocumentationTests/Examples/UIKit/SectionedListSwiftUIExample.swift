import ListMediator

#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediatorSwiftUI
    import SwiftUI

    /// "Items in sections" (ListMediatorSwiftUI.docc/ListMediatorSwiftUI.md): products grouped by
    /// category from SwiftUI state, type-checked against the iOS SDK (there is no SwiftUI on
    /// Linux).
    enum SectionedListSwiftUIExample {
        struct Product: Identifiable, Equatable, Sendable {
            let id: Int
            let name: String
            let category: String
        }

        struct ProductsScreen: View {
            let products: [Product]
            @State private var basket: Set<Product.ID> = []

            var body: some View {
                TableList(products, sectionedBy: \.category, selection: $basket, style: .insetGrouped) { product in
                    Text(product.name)
                }
                .navigationTitle("\(basket.count) in the basket")
            }
        }
    }
#endif
