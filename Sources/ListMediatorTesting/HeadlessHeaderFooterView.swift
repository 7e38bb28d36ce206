import Foundation
import ListMediator

/// The header and footer view class of ``HeadlessTableView``: the parts of
/// `UITableViewHeaderFooterView` list code touches, as plain properties tests can read.
///
/// Subclass it for custom headers and footers, as with `UITableViewHeaderFooterView`; its
/// identifier, text and reuse count are ``HeadlessReusableView``'s.
@MainActor
open class HeadlessHeaderFooterView: HeadlessReusableView {}
