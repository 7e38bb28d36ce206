#if !canImport(UIKit)
    import Foundation
    @_spi(Backends) import ListMediator
    import Testing
    import UIKitStandIn

    /// The stand-in's model of UIKit's batch updates (`UIKitBatchModel`, from Apple's documentation)
    /// and the core's (`BatchUpdate.validate` and its index path mapping) judge the same batches:
    /// the random valid updates of `RandomBatchUpdates`, the stages of random diffs, and broken
    /// variants of both. They must agree on every verdict and move every row to the same place —
    /// and for valid updates, to the place the generator put it. Where they disagree, Apple's
    /// documentation decides which one is wrong.
    ///
    /// Every case prints its seed on failure; replay it with `checkCase(seed:)`.
    @MainActor
    struct UIKitBatchModelAgreementTests {
        /// What the cases of a run amounted to, so a run that checked nothing fails.
        struct Tally {
            var valid = 0
            var brokenAndRejected = 0
            var brokenButAccepted = 0
        }

        /// How the models judged a batch they agree on.
        enum Verdict { case accepted, rejected }

        @Test func bothModelsAgreeOnRandomUpdatesAndOnBrokenVariantsOfThem() {
            var tally = Tally()
            var failures = 0
            for seed in UInt64(0)..<3_000 {
                guard let failure = Self.checkCase(seed: seed, tally: &tally) else { continue }
                Issue.record("seed \(seed): \(failure)")
                failures += 1
                if failures == 3 { return }
            }
            // Broken variants are mostly rejected, but some break nothing (a dropped reload, say):
            // both kinds must occur, or the comparison proves little.
            #expect(tally.valid >= 3_000)
            #expect(tally.brokenAndRejected >= 10_000)
            #expect(tally.brokenButAccepted >= 1_000)
        }

        @Test func bothModelsAgreeOnTheStagesOfRandomDiffs() {
            var tally = Tally()
            var failures = 0
            for seed in UInt64(0)..<2_000 {
                guard let failure = Self.checkDiffCase(seed: seed, tally: &tally) else { continue }
                Issue.record("seed \(seed): \(failure)")
                failures += 1
                if failures == 3 { return }
            }
            #expect(tally.valid >= 2_000)
        }

        /// A random update and eight broken variants of it. Returns what differs, or `nil`.
        static func checkCase(seed: UInt64, tally: inout Tally) -> String? {
            var random = RandomBatchUpdates(seed: seed)
            let old = random.sections()
            let (update, new) = random.update(of: old)
            let before = old.map(\.rows.count)
            let after = new.map(\.rows.count)
            switch compare(update, before: before, after: after) {
            case .failure(let disagreement): return "valid update: \(disagreement.description)"
            case .success(.rejected): return "both models reject an update the generator made valid: \(update)"
            case .success(.accepted): tally.valid += 1
            }
            if let wrongPlace = checkRowsEndWhereTheGeneratorPutThem(update, old: old, new: new) {
                return wrongPlace
            }
            for variant in 1...8 {
                var broken = (update: update, after: after)
                random.breakSomething(in: &broken)
                switch compare(broken.update, before: before, after: broken.after) {
                case .failure(let disagreement): return "variant \(variant): \(disagreement.description)"
                case .success(.rejected): tally.brokenAndRejected += 1
                case .success(.accepted): tally.brokenButAccepted += 1
                }
            }
            return nil
        }

        /// The stages of a diff between two random lists, each judged by both models.
        static func checkDiffCase(seed: UInt64, tally: inout Tally) -> String? {
            var random = RandomBatchUpdates(seed: seed)
            let old = random.sections()
            let (_, new) = random.update(of: old)
            func diffable(_ sections: [RandomSection]) -> [DiffableSection<Int, String>] {
                // Section identities repeat the way headers do; row names are unique, or recur
                // when a reloaded row got a new name: both are what a diff meets in an app.
                sections.enumerated().map {
                    DiffableSection(identifier: $0.element.rows.count % 3, items: $0.element.rows.map(\.name))
                }
            }
            let difference = ListDifference(from: diffable(old), to: diffable(new))
            var before = old.map(\.rows.count)
            for (index, stage) in difference.stages.enumerated() {
                let after = stage.sections.map(\.items.count)
                switch compare(stage.update, before: before, after: after) {
                case .failure(let disagreement): return "stage \(index) (\(stage.kind)): \(disagreement.description)"
                case .success(.rejected): return "both models reject stage \(index) of a diff: \(stage.update)"
                case .success(.accepted): tally.valid += 1
                }
                before = after
            }
            return nil
        }

        /// How the models differ on a batch.
        struct Disagreement: Error, CustomStringConvertible {
            var description: String
        }

        /// Judges `update` with both models: their common verdict, or how they differ.
        static func compare(_ update: BatchUpdate, before: [Int], after: [Int]) -> Result<Verdict, Disagreement> {
            let core: BatchUpdateError?
            do {
                try update.validate(rowCountsBefore: before, rowCountsAfter: after)
                core = nil
            } catch {
                core = error
            }
            let uiKit: Result<UIKitBatchModel, UIKitBatchModel.Exception>
            do {
                uiKit = .success(
                    try UIKitBatchModel(performing: update, rowCountsBefore: before, rowCountsAfter: after))
            } catch {
                uiKit = .failure(error)
            }
            switch (core, uiKit) {
            case let (coreError?, .success):
                return .failure(
                    Disagreement(
                        description: "the core rejects (\(coreError)), the UIKit model accepts: \(update), "
                            + "\(before) → \(after)"))
            case let (nil, .failure(exception)):
                return .failure(
                    Disagreement(
                        description: "the core accepts, the UIKit model rejects (\(exception.reason)): \(update), "
                            + "\(before) → \(after)"))
            case (_?, .failure):
                return .success(.rejected)
            case let (nil, .success(model)):
                let mapping = BatchUpdate.IndexPathMapping(
                    update, sectionCountBefore: before.count, sectionCountAfter: after.count)
                for (section, rows) in before.enumerated() {
                    for row in 0..<rows {
                        let indexPath = IndexPath(row: row, section: section)
                        let (byCore, byModel) = (
                            mapping.newIndexPath(for: indexPath), model.newIndexPath(for: indexPath)
                        )
                        if byCore != byModel {
                            return .failure(
                                Disagreement(
                                    description:
                                        "row \(indexPath): the core moves it to \(String(describing: byCore)), "
                                        + "the UIKit model to \(String(describing: byModel)): \(update), \(before) → "
                                        + "\(after)"))
                        }
                    }
                }
                return .success(.accepted)
            }
        }

        /// Every row that keeps its cell ends where the generator put its name.
        static func checkRowsEndWhereTheGeneratorPutThem(
            _ update: BatchUpdate, old: [RandomSection], new: [RandomSection]
        ) -> String? {
            guard
                let model = try? UIKitBatchModel(
                    performing: update, rowCountsBefore: old.map(\.rows.count), rowCountsAfter: new.map(\.rows.count))
            else { return nil }  // compare(…) reported it
            for (section, oldSection) in old.enumerated() {
                for (row, oldRow) in oldSection.rows.enumerated() {
                    let indexPath = IndexPath(row: row, section: section)
                    guard let destination = model.newIndexPath(for: indexPath) else { continue }
                    let shown = new[destination.section].rows[destination.row].name
                    if shown != oldRow.name {
                        return "\(oldRow.name) at \(indexPath) is moved to \(destination), which shows \(shown)"
                    }
                }
            }
            return nil
        }
    }

    extension RandomBatchUpdates {
        /// Breaks `batch` the way a wrong diff or a hand-written update would: a change dropped,
        /// repeated, shifted by one, pointed outside the list or turned into another kind, or a
        /// section's count off by one.
        mutating func breakSomething(in batch: inout (update: BatchUpdate, after: [Int])) {
            switch int(in: 0...6) {
            case 0: dropOneChange(of: &batch.update)
            case 1: repeatOneChange(of: &batch.update)
            case 2: shiftOneIndex(of: &batch.update, by: chance(0.5) ? 1 : -1)
            case 3: shiftOneIndex(of: &batch.update, by: 50)
            case 4: turnOneRowChange(of: &batch.update)
            case 5: addOneRowChange(to: &batch.update, counts: batch.after)
            default:
                guard !batch.after.isEmpty else { return }
                let section = int(in: 0...batch.after.count - 1)
                batch.after[section] =
                    batch.after[section] == 0 || chance(0.5) ? batch.after[section] + 1 : batch.after[section] - 1
            }
        }

        /// The kinds of change, each as a key path to its list in the update.
        private enum Kind: CaseIterable {
            case deletedSections, insertedSections, reloadedSections, movedSections
            case deletedRows, insertedRows, reloadedRows, movedRows
        }

        private mutating func someNonEmptyKind(of update: BatchUpdate) -> Kind? {
            let kinds = Kind.allCases.filter { count(of: $0, in: update) > 0 }
            return kinds.isEmpty ? nil : kinds[int(in: 0...kinds.count - 1)]
        }

        private func count(of kind: Kind, in update: BatchUpdate) -> Int {
            switch kind {
            case .deletedSections: update.deletedSections.count
            case .insertedSections: update.insertedSections.count
            case .reloadedSections: update.reloadedSections.count
            case .movedSections: update.movedSections.count
            case .deletedRows: update.deletedRows.count
            case .insertedRows: update.insertedRows.count
            case .reloadedRows: update.reloadedRows.count
            case .movedRows: update.movedRows.count
            }
        }

        private mutating func dropOneChange(of update: inout BatchUpdate) {
            guard let kind = someNonEmptyKind(of: update) else { return }
            let index = int(in: 0...count(of: kind, in: update) - 1)
            switch kind {
            case .deletedSections: update.deletedSections.remove(at: index)
            case .insertedSections: update.insertedSections.remove(at: index)
            case .reloadedSections: update.reloadedSections.remove(at: index)
            case .movedSections: update.movedSections.remove(at: index)
            case .deletedRows: update.deletedRows.remove(at: index)
            case .insertedRows: update.insertedRows.remove(at: index)
            case .reloadedRows: update.reloadedRows.remove(at: index)
            case .movedRows: update.movedRows.remove(at: index)
            }
        }

        private mutating func repeatOneChange(of update: inout BatchUpdate) {
            guard let kind = someNonEmptyKind(of: update) else { return }
            let index = int(in: 0...count(of: kind, in: update) - 1)
            switch kind {
            case .deletedSections: update.deletedSections.append(update.deletedSections[index])
            case .insertedSections: update.insertedSections.append(update.insertedSections[index])
            case .reloadedSections: update.reloadedSections.append(update.reloadedSections[index])
            case .movedSections: update.movedSections.append(update.movedSections[index])
            case .deletedRows: update.deletedRows.append(update.deletedRows[index])
            case .insertedRows: update.insertedRows.append(update.insertedRows[index])
            case .reloadedRows: update.reloadedRows.append(update.reloadedRows[index])
            case .movedRows: update.movedRows.append(update.movedRows[index])
            }
        }

        private mutating func shiftOneIndex(of update: inout BatchUpdate, by offset: Int) {
            guard let kind = someNonEmptyKind(of: update) else { return }
            let index = int(in: 0...count(of: kind, in: update) - 1)
            let shiftsSection = chance(0.5)
            func shifted(_ indexPath: IndexPath) -> IndexPath {
                shiftsSection
                    ? IndexPath(row: indexPath.row, section: indexPath.section + offset)
                    : IndexPath(row: indexPath.row + offset, section: indexPath.section)
            }
            let movesSource = chance(0.5)
            switch kind {
            case .deletedSections: update.deletedSections[index] += offset
            case .insertedSections: update.insertedSections[index] += offset
            case .reloadedSections: update.reloadedSections[index] += offset
            case .movedSections:
                if movesSource {
                    update.movedSections[index].source += offset
                } else {
                    update.movedSections[index].destination += offset
                }
            case .deletedRows: update.deletedRows[index] = shifted(update.deletedRows[index])
            case .insertedRows: update.insertedRows[index] = shifted(update.insertedRows[index])
            case .reloadedRows: update.reloadedRows[index] = shifted(update.reloadedRows[index])
            case .movedRows:
                if movesSource {
                    update.movedRows[index].source = shifted(update.movedRows[index].source)
                } else {
                    update.movedRows[index].destination = shifted(update.movedRows[index].destination)
                }
            }
        }

        /// A deleted, reloaded or moved row becomes another of those three, or an inserted row a
        /// move's destination and the other way round.
        private mutating func turnOneRowChange(of update: inout BatchUpdate) {
            let sources = update.deletedRows + update.reloadedRows + update.movedRows.map(\.source)
            guard !sources.isEmpty else { return }
            let source = sources[int(in: 0...sources.count - 1)]
            update.deletedRows.removeAll { $0 == source }
            update.reloadedRows.removeAll { $0 == source }
            let move = update.movedRows.first { $0.source == source }
            update.movedRows.removeAll { $0.source == source }
            switch int(in: 0...2) {
            case 0: update.deletedRows.append(source)
            case 1: update.reloadedRows.append(source)
            default:
                if let move {
                    update.insertedRows.append(move.destination)  // the row's place is taken by a new one
                    update.deletedRows.append(source)
                } else {
                    update.movedRows.append(.init(from: source, to: source))
                }
            }
        }

        /// A row change at a random index path near the list's: inside or just outside it.
        private mutating func addOneRowChange(to update: inout BatchUpdate, counts: [Int]) {
            let section = int(in: 0...counts.count)
            let rows = counts.indices.contains(section) ? counts[section] : 1
            let indexPath = IndexPath(row: int(in: 0...rows), section: section)
            switch int(in: 0...3) {
            case 0: update.deletedRows.append(indexPath)
            case 1: update.insertedRows.append(indexPath)
            case 2: update.reloadedRows.append(indexPath)
            default: update.movedRows.append(.init(from: indexPath, to: indexPath))
            }
        }
    }
#endif
