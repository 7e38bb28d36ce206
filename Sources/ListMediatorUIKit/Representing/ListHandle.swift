import Foundation
import ListMediator

/// A handle on the list view behind one of the library's SwiftUI lists (`CollectionList`,
/// `TableList`), in the spirit of `ScrollViewReader`'s proxy: the record of its updates, where
/// it holds the user's place, and scrolling to an item.
///
/// Make one in the screen and give it to the list with the `listHandle(_:)` modifier:
///
/// ```swift
/// @State private var list = ListHandle()
///
/// CollectionList(messages) { MessageRow(message: $0) }
///     .listHandle(list)
/// Button("Latest") { list.scrollToItem(withID: messages.last?.id, at: .bottom) }
/// ```
///
/// Until the list is on screen, the handle has no record and scrolls nowhere; a content anchor
/// set before then takes effect when it is. One handle follows one list: given to a second, it
/// follows the one updated last.
@MainActor
public final class ListHandle {
    /// What the handle reaches in the list it follows.
    struct Attachment {
        let listView: AnyObject
        let record: ListUpdateRecord
        let anchor: (get: () -> ListContentAnchor, set: (ListContentAnchor) -> Void)?
        let scrollToItem: (AnyHashable, ListScrollPosition, Bool) -> Bool
    }

    private var attachment: Attachment?
    /// The content anchor set before the list was on screen.
    private var pendingAnchor: ListContentAnchor?
    private var recordObservation: ListUpdateRecordObservation?
    /// The streams of ``recordedUpdates`` being read.
    private var continuations: [UUID: AsyncStream<[RecordedUpdate]>.Continuation] = [:]

    /// A handle that follows no list yet. Nonisolated, so that a view's property can make one
    /// (`@State private var list = ListHandle()`) whatever the SDK isolates.
    public nonisolated init() {}

    /// The record of the list view's updates, or `nil` while the list is not on screen.
    public var updateRecord: ListUpdateRecord? { attachment?.record }

    /// What a batch update holds still on screen when rows come or go above the visible area
    /// (the list view's `contentAnchor`): the first item on screen by default, `.bottom` for a
    /// chat that follows new messages while the user is at the bottom.
    public var contentAnchor: ListContentAnchor {
        get { attachment?.anchor?.get() ?? pendingAnchor ?? .firstVisibleRow }
        set {
            if let anchor = attachment?.anchor { anchor.set(newValue) } else { pendingAnchor = newValue }
        }
    }

    /// Scrolls the list so the row of the item with `id` is at `position`, as far as the content
    /// can scroll, for a list of items (`CollectionList(items) { … }`); a list of a data source of
    /// the app's scrolls through its data source (`scrollToItem(withID:at:animated:)`).
    ///
    /// - Returns: whether a row shows the item; `false` (and nothing scrolls) for `nil`, an
    ///   identity no item has, or a list not on screen.
    @discardableResult
    public func scrollToItem<ID: Hashable>(
        withID id: ID?, at position: ListScrollPosition = .top, animated: Bool = true
    ) -> Bool {
        guard let id, let attachment else { return false }
        return attachment.scrollToItem(AnyHashable(id), position, animated)
    }

    /// The updates the list's record keeps, oldest first: now, and again after each change of
    /// the record (`ListUpdateRecord.observe(_:)`), for a diagnostics screen that follows the
    /// list as it updates. The stream ends when the task reading it is cancelled.
    ///
    /// ```swift
    /// .task { for await updates in list.recordedUpdates { shown = updates } }
    /// ```
    public var recordedUpdates: AsyncStream<[RecordedUpdate]> {
        let id = UUID()
        return AsyncStream { continuation in
            continuations[id] = continuation
            if let record = updateRecord { continuation.yield(record.updates) }
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.continuations[id] = nil }
            }
        }
    }

    /// Follows `attachment`'s list from now on; a content anchor set before reaches it.
    func attach(_ attachment: Attachment) {
        guard attachment.listView !== self.attachment?.listView else { return }
        self.attachment = attachment
        if let pendingAnchor, let anchor = attachment.anchor {
            anchor.set(pendingAnchor)
            self.pendingAnchor = nil
        }
        let record = attachment.record
        recordObservation = record.observe { [weak self] in self?.recordDidChange(record) }
        recordDidChange(record)
    }

    /// Stops following the list whose view is `listView`, which leaves the screen.
    func detach(from listView: AnyObject) {
        guard attachment?.listView === listView else { return }
        attachment = nil
        recordObservation = nil
    }

    private func recordDidChange(_ record: ListUpdateRecord) {
        guard !continuations.isEmpty else { return }
        let updates = record.updates
        for continuation in continuations.values { continuation.yield(updates) }
    }
}

/// A list view whose content anchor a ``ListHandle`` can set: the table and the collection list
/// views.
@MainActor
package protocol ContentAnchoring: AnyObject {
    var contentAnchor: ListContentAnchor { get set }
}

extension TableListView: ContentAnchoring {}
extension CollectionListView: ContentAnchoring {}
