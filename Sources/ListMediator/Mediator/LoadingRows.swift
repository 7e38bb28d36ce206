/// A loading row at each end of a list, or none: what a ``ListViewMediator`` shows above and
/// below its owner's rows — above while an earlier page loads or after one failed; below for a
/// later page, a reload, a failure, or the end of the list.
typealias LoadingRows = PerEnd<LoadingRow?>

extension PerEnd where Value == LoadingRow? {
    /// How many sections the row above takes before the owner's: 1 while there is one.
    var sectionsAbove: Int { top == nil ? 0 : 1 }
}
