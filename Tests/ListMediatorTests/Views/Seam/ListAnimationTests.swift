import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ListAnimationTests {
    @Test func trueAndFalseReadAsAutomaticAndNone() {
        let on: ListAnimation = true
        let off: ListAnimation = false
        #expect(on == .automatic)
        #expect(off == .none)
        #expect(on.isAnimated && !off.isAnimated)
    }

    @Test func theCallersStyleReachesTheViewThroughEveryHost() {
        let tableView = HeadlessTableView()
        let inner = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let composite = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["header"], cellProvider: .text { $0 }), inner,
        ])
        tableView.currentDataSource = ListViewMediator(wrapping: composite)

        inner.apply(["a", "b"], animated: .fade)
        inner.append(contentsOf: ["c"], animated: .left)
        composite.remove(at: 0, animated: .top)

        #expect(tableView.performedAnimations == [.fade, .left, .top])
    }
}

@MainActor
struct LoadingRowAnimationTests {
    @Test func theLoadingRowUsesItsOwnAnimation() {
        let list = MediatedList(count: 30)
        list.mediator.loadingRowAnimation = .fade
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading()
        #expect(list.tableView.performedAnimations.suffix(2) == [.fade, .fade])
    }
}
