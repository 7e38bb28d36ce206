import ListMediator

/// Terminal cells show the library's default rows, such as the mediator's loading row, in
/// ``TerminalCell/text``.
extension TerminalCell: TextCell {}
