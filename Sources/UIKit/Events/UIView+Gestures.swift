// MARK: - Gesture recognizers

extension UIView {
    /// `gestureRecognizers`, whose overridable declaration is in the class body.
    var gestureRecognizersImpl: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            storedGestureRecognizers.forEach { $0.view = nil }
            storedGestureRecognizers = newValue ?? []
            storedGestureRecognizers.forEach { $0.view = self }
        }
    }

    /// `addGestureRecognizer(_:)`: attaches `gestureRecognizer`, detaching it from its previous view.
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !storedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`.
    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
