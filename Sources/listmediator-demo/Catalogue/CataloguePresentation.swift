/// How the catalogue shows its products.
enum CataloguePresentation: String, CaseIterable, Sendable {
    /// One list, in catalogue order.
    case list
    /// Grouped by category, sections in alphabetical order.
    case sections
    /// An outline of the categories, each opening to its products.
    case outline

    /// The presentation `m` shows next.
    var next: CataloguePresentation {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
