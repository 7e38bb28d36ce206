import Foundation

// A record's path names each container's child by its position; the description of a list's
// contents says which child a switching data source shows.

extension CompositeDataSource: ChildPositioning {
    package func position(ofChild child: AnyObject) -> Int? { index(of: child) }
}

extension SwitchingDataSource: ChildPositioning {
    package func position(ofChild child: AnyObject) -> Int? { children.firstIndex { $0 === child } }
}

extension SwitchingDataSource: DescriptionDetailing {
    package var descriptionDetail: String { "showing child \(selectedIndex + 1) of \(children.count)" }
}
