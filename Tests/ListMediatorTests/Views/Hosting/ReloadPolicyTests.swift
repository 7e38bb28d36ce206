import Testing

@testable import ListMediator

@MainActor
struct ReloadPolicyTests {
    @Test func reloadsAboveTheChangeLimitOnly() {
        let policy = ReloadPolicy(maximumAnimatedChangeCount: 10)
        #expect(policy.reloadReason(changeCount: 10) == nil)
        #expect(policy.reloadReason(changeCount: 11) == .tooManyChanges(11, limit: 10))
    }

    @Test func reloadsWhenTheListIsNotVisible() {
        let policy = ReloadPolicy(isListVisible: { false })
        #expect(policy.reloadReason(changeCount: 1) == .listNotVisible)
    }

    @Test func presetsAnimateOrReloadAsNamed() {
        #expect(ReloadPolicy.alwaysAnimate.reloadReason(changeCount: 1_000_000) == nil)
        #expect(ReloadPolicy.alwaysReload.reloadReason(changeCount: 0) != nil)
        #expect(ReloadPolicy.automatic.reloadReason(changeCount: 1_000) == nil)
        #expect(ReloadPolicy.automatic.reloadReason(changeCount: 1_001) != nil)
    }
}
