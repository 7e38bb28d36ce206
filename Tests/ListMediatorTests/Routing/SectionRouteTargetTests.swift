import ListMediator
import Testing

struct SectionRouteTargetTests {
    @Test func aChildTargetGivesItsPositionAndTheOtherTargetsGiveNone() {
        #expect(SectionRoute.Target.child(0).childIndex == 0)
        #expect(SectionRoute.Target.child(7).childIndex == 7)
        for target in [SectionRoute.Target.transition] {
            #expect(target.childIndex == nil, "\(target)")
        }
    }

    @Test func everyTargetIsDistinctAndNamedInMessages() {
        let targets: [SectionRoute.Target] = [.child(0), .child(1), .transition]
        #expect(Set(targets).count == targets.count)
        #expect(targets.map(\.description) == ["child 0", "child 1", "transition"])
    }
}
