import ListMediatorStore

extension ListStore {
    /// Keeps `item` as the place to open `list` at next time: the item the user had focused
    /// when the demo quit, which the screen focuses again once the page around it is shown.
    func saveReadingPlace<Item>(at item: Item, of list: StoredList<Item>) throws {
        try write { try $0.setReadingPlace(ReadingPlace(anchor: list.cursor(for: item)), of: list) }
    }
}
