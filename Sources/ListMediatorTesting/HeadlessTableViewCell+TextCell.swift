import ListMediator

/// Headless cells show the library's default rows, such as the mediator's loading row, in ``HeadlessTableViewCell/text``.
extension HeadlessTableViewCell: TextCell {
    public func setAccessibility(label: String, isButton: Bool) {
        accessibilityLabel = label
        isAccessibilityButton = isButton
    }
}
