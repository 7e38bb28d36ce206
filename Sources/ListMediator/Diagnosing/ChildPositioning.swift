import Foundation

/// A container that can say where a child is among its children, for a record's paths.
@MainActor
package protocol ChildPositioning: AnyObject {
    /// The position of `child` among the container's children, or `nil`.
    func position(ofChild child: AnyObject) -> Int?

    /// Whether the container is a part of its host that paths leave out — a mediator's
    /// composite of its loading rows and its owner — so a path names the data sources an app
    /// made, and no position among parts it did not make.
    var isPartOfItsHost: Bool { get }
}

extension ChildPositioning {
    package var isPartOfItsHost: Bool { false }
}

/// A data source that the description of a list's contents names by its role rather than its
/// type: a mediator's loading row.
@MainActor
package protocol RoleNaming: AnyObject {
    /// What the description calls it.
    var roleName: String { get }
}

/// A data source whose line in the description of a list's contents says more than its type: a
/// switching data source, which child it shows.
@MainActor
package protocol DescriptionDetailing: AnyObject {
    /// What follows the type's name, after a comma.
    var descriptionDetail: String { get }
}
