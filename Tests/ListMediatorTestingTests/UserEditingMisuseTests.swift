import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Misuse of the user-editing and layout calls stops the test with a message naming the fix,
/// as a device would crash, or UIKit would raise.
@MainActor
struct UserEditingMisuseTests {
    /// Two sections of rows that may move; `answer` decides what `moveRowAt` does.
    final class MovableRows: ListViewMovingDataSource {
        enum Answer { case ignore, reload }
        var sections = [["a"], ["b"]]
        let answer: Answer

        init(answer: Answer) { self.answer = answer }

        func numberOfSections(in listView: HeadlessTableView) -> Int { sections.count }
        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Row")
        }
        func listView(_ listView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func listView(_ listView: HeadlessTableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            if answer == .reload { listView.reloadData() }
        }
    }

    static func message(of result: ExitTest.Result?) throws -> String {
        String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    }

    @Test func aDataSourceThatDoesNotFollowAUsersMoveStopsTheTest() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let rows = MovableRows(answer: .ignore)
                let tableView = HeadlessTableView()
                tableView.currentDataSource = rows
                tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            }
        }
        #expect(try Self.message(of: result).contains("moveRowAt must bring the data to what the view shows"))
    }

    @Test func aDataSourceThatAnswersAUsersMoveWithAnUpdateStopsTheTest() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let rows = MovableRows(answer: .reload)
                let tableView = HeadlessTableView()
                tableView.currentDataSource = rows
                tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
            }
        }
        #expect(try Self.message(of: result).contains("moveRowAt must change the data only"))
    }

    @Test func aMoveTargetThatIsNoPlaceForTheRowStopsTheTest() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let rows = MovableRows(answer: .ignore)
                let tableView = HeadlessTableView()
                tableView.currentDataSource = rows
                tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 1))
            }
        }
        #expect(try Self.message(of: result).contains("which is no place for the row"))
    }

    @Test func aMoveAcrossDataSourcesThatDoNotAgreeIsRefusedByTheComposite() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let composite = CompositeDataSource<HeadlessTableView>([
                    FlatDataSource(items: ["a"], cellProvider: .text { $0 }),
                    FlatDataSource(items: ["b"], cellProvider: .text { $0 }),
                ])
                tableView.currentDataSource = composite
                composite.listView(
                    tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
            }
        }
        #expect(try Self.message(of: result).contains("does not let it go or"))
    }

    @Test func aNegativeEstimateStopsTheTest() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let items = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
                items.estimatedHeightForItem = { _ in -10 }
                let tableView = HeadlessTableView()
                tableView.currentDataSource = items
                tableView.layoutIfNeeded()
            }
        }
        #expect(
            try Self.message(of: result).contains(
                "estimatedHeightForRowAt [0, 0] returned -10.0; it must not be negative"))
    }

    @Test func aSectionLayoutWithoutColumnsStopsTheTest() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeadlessSectionLayout(columns: 0)
        }
        #expect(try Self.message(of: result).contains("a section layout needs at least 1 column, not 0"))
    }
}
