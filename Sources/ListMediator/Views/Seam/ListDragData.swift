import Foundation

/// Data a drag carries between apps: one or more representations of the same thing, each under
/// its uniform type identifier ("public.utf8-plain-text", "public.url", "public.png"), the most
/// faithful first.
///
/// A data source gives it for a row dragged out to another app (``ItemDataSource/dragData``), and
/// makes an item from it when another app's drag is dropped on its rows
/// (``ItemDataSource/itemFromDroppedData``). On UIKit it travels in an `NSItemProvider`.
public struct ListDragData: Sendable, Hashable {
    /// One form of the data.
    public struct Representation: Sendable, Hashable {
        /// Its uniform type identifier.
        public let typeIdentifier: String
        /// The data, in that type's format.
        public let data: Data

        public init(typeIdentifier: String, data: Data) {
            self.typeIdentifier = typeIdentifier
            self.data = data
        }
    }

    /// The uniform type identifier of UTF-8 text, which ``text(_:)`` makes and ``text`` reads.
    public static let plainTextTypeIdentifier = "public.utf8-plain-text"

    /// The representations, the most faithful first.
    public var representations: [Representation]

    /// Data with `representations`, the most faithful first.
    public init(_ representations: [Representation]) {
        self.representations = representations
    }

    /// Data with one representation.
    public init(typeIdentifier: String, data: Data) {
        self.init([Representation(typeIdentifier: typeIdentifier, data: data)])
    }

    /// Text, as UTF-8 plain text: what a note, a message or a text field takes.
    public static func text(_ text: String) -> ListDragData {
        ListDragData(typeIdentifier: plainTextTypeIdentifier, data: Data(text.utf8))
    }

    /// The data of the first representation of `typeIdentifier`, if there is one.
    public func data(forTypeIdentifier typeIdentifier: String) -> Data? {
        representations.first { $0.typeIdentifier == typeIdentifier }?.data
    }

    /// The UTF-8 plain text the data holds, if it holds some.
    public var text: String? {
        data(forTypeIdentifier: Self.plainTextTypeIdentifier).flatMap { String(data: $0, encoding: .utf8) }
    }
}

/// Where a drag from another app may be dropped among a data source's rows: the kinds of data
/// the data source takes there, and how it takes them.
///
/// A data source gives one for a place among its rows
/// (``ListViewDragAndDropDataSource/listView(_:dropReceiverAt:)``); a container passes on its child's, so the
/// receiver keeps the place in its own data source's numbers while the data loads.
@MainActor
public struct ListDropReceiver {
    /// The uniform type identifiers of the data taken, the most wanted first: a dragged item
    /// is loaded in the first of them it has.
    public let typeIdentifiers: [String]
    /// Takes the data of the items dropped, in order — one ``ListDragData`` an item that could be
    /// loaded — with its own animated update.
    public let receive: ([ListDragData]) -> Void

    public init(typeIdentifiers: [String], receive: @escaping ([ListDragData]) -> Void) {
        self.typeIdentifiers = typeIdentifiers
        self.receive = receive
    }
}
