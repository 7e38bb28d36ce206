import ListMediator
import ListMediatorTesting
import Testing

/// The mediator only mediates: what it shows is its presenter's, what starts a load its
/// trigger's, what the loading is its state machine's. Its stored properties say so.
@MainActor
struct MediatorShapeTests {
    @Test func theMediatorKeepsAtMostADozenStoredProperties() {
        let list = MediatedList(count: 3, height: 440)
        let stored = Mirror(reflecting: list.mediator).children.compactMap(\.label)

        #expect(stored.count <= 12, "stored: \(stored.joined(separator: ", "))")
    }
}
