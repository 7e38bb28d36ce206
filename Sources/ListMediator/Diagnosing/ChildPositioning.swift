import Foundation

/// A container that can say where a child is among its children, for a record's paths.
@MainActor
package protocol ChildPositioning: AnyObject {
    /// The position of `child` among the container's children, or `nil`.
    func position(ofChild child: AnyObject) -> Int?
}

extension CompositeDataSource: ChildPositioning {
    package func position(ofChild child: AnyObject) -> Int? { index(of: child) }
}

extension SwitchingDataSource: ChildPositioning {
    package func position(ofChild child: AnyObject) -> Int? { children.firstIndex { $0 === child } }
}
