/// What the user did to a row in editing (UIKit's `UITableViewCell.EditingStyle`, without
/// `.none`): deleted it — a swipe's Delete or edit mode's red button — or asked to insert one.
public enum ListEditingStyle: Hashable, Sendable {
    /// The user deleted the row.
    case delete
    /// The user tapped the row's insert control.
    case insert
}
