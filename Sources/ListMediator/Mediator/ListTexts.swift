import Foundation

/// The words a ``ListViewMediator`` shows and says: its loading row's texts and the VoiceOver
/// announcements it makes.
///
/// ``standard`` comes from the package's localizable strings (English first; an app adds a
/// language with the package's `Localizable.strings` keys, or replaces any text here). Counts
/// choose between one and many, as English needs; a language with more plural forms replaces
/// the count texts with closures of its own:
///
/// ```swift
/// var texts = ListTexts.standard
/// texts.endOfList = "That's every product"
/// mediator.texts = texts
/// ```
public struct ListTexts: Sendable {
    /// The loading row while a page loads: "Loading…".
    public var loading: String
    /// The loading row after a load failed with `message`: "… — tap to retry".
    public var failed: @Sendable (_ message: String) -> String
    /// The loading row once every page is loaded: "No more items".
    public var endOfList: String
    /// What an empty list says when the app's view has nothing better: "No items".
    public var empty: String
    /// The title of a button that tries a failed load again: "Retry".
    public var retry: String
    /// The title of the swipe action that deletes a row: "Delete".
    public var delete: String
    /// Announced when a next page added `count` items to the list: "20 more items loaded".
    public var itemsLoaded: @Sendable (_ count: Int) -> String
    /// Announced when a first page showed `count` items: "20 items loaded".
    public var listLoaded: @Sendable (_ count: Int) -> String
    /// Announced when a load failed with `message`, so a user who cannot see the row learns that
    /// it failed and can be retried.
    public var loadFailed: @Sendable (_ message: String) -> String
    /// Announced when a refresh finished: "List refreshed".
    public var refreshed: String

    /// The package's texts in the user's language, English where it has none; looked up once,
    /// as the language is the app's for its whole run.
    public static let standard = ListTexts(
        loading: localized("list.loading"),
        failed: { String(format: localized("list.failed %@"), $0) },
        endOfList: localized("list.endOfList"),
        empty: localized("list.empty"),
        retry: localized("list.retry"),
        delete: localized("list.delete"),
        itemsLoaded: { count in
            count == 1
                ? localized("list.announcement.loaded.one")
                : String(format: localized("list.announcement.loaded %lld"), count)
        },
        listLoaded: { count in
            count == 1
                ? localized("list.announcement.listLoaded.one")
                : String(format: localized("list.announcement.listLoaded %lld"), count)
        },
        loadFailed: { String(format: localized("list.announcement.failed %@"), $0) },
        refreshed: localized("list.announcement.refreshed"))

    /// Texts made of these words.
    public init(
        loading: String, failed: @escaping @Sendable (_ message: String) -> String, endOfList: String,
        empty: String, retry: String, delete: String, itemsLoaded: @escaping @Sendable (_ count: Int) -> String,
        listLoaded: @escaping @Sendable (_ count: Int) -> String,
        loadFailed: @escaping @Sendable (_ message: String) -> String, refreshed: String
    ) {
        self.loading = loading
        self.failed = failed
        self.endOfList = endOfList
        self.empty = empty
        self.retry = retry
        self.delete = delete
        self.itemsLoaded = itemsLoaded
        self.listLoaded = listLoaded
        self.loadFailed = loadFailed
        self.refreshed = refreshed
    }
}

/// The package's text for `key`, in the user's language.
private func localized(_ key: String) -> String {
    NSLocalizedString(key, bundle: .module, comment: "")
}
