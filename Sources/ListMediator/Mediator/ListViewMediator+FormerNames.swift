// The names the mediator had while it was called after table views, kept so code written
// against them still compiles, with a fix-it to the new name.

/// The former name of ``ListViewMediator``.
@available(*, deprecated, renamed: "ListViewMediator")
public typealias TableViewMediator<View: ListView> = ListViewMediator<View>

/// The former name of ``ListViewMediatorDelegate``.
@available(*, deprecated, renamed: "ListViewMediatorDelegate")
public typealias TableViewMediatorDelegate = ListViewMediatorDelegate

/// The former name of ``ListViewMediatorDataSource``.
@available(*, deprecated, renamed: "ListViewMediatorDataSource")
public typealias TableViewMediatorDataSource = ListViewMediatorDataSource
