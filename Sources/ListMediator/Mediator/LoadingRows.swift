/// A loading row at each end of a list, or none: what a ``ListViewMediator`` shows above and
/// below its owner's rows.
struct LoadingRows: Equatable, Sendable {
    /// The row above the owner's, while an earlier page loads or after one failed.
    var top: LoadingRow?
    /// The row below the owner's: a later page, a reload, a failure, or the end of the list.
    var bottom: LoadingRow?

    subscript(edge: ListEdge) -> LoadingRow? {
        get { edge == .top ? top : bottom }
        set {
            if edge == .top { top = newValue } else { bottom = newValue }
        }
    }

    /// How many sections the row above takes before the owner's: 1 while there is one.
    var sectionsAbove: Int { top == nil ? 0 : 1 }
}
