/// Interactions, as `UIView.addInteraction(_:)` keeps them: in the order added, each at most once,
/// with `willMove(to:)`/`didMove(to:)` around the change. They are kept as an associated object
/// of the view (what a category adds on iOS) rather than in a stored property, so the view's
/// layout is unchanged for code compiled against it, and they go when the view goes.
extension UIView {
    /// The interactions attached to the view.
    public var interactions: [UIInteraction] {
        get { objc_getAssociatedObject(self, UIView.interactionsKey) as? [UIInteraction] ?? [] }
        set {
            interactions.forEach(removeInteraction)
            newValue.forEach(addInteraction)
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storeInteractions(interactions + [interaction])
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storeInteractions(interactions.filter { $0 !== interaction })
        interaction.didMove(to: nil)
    }

    private func storeInteractions(_ list: [UIInteraction]) {
        objc_setAssociatedObject(
            self, UIView.interactionsKey, list.isEmpty ? nil : list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The associated-object key: the address of a type's metadata (fixed, no storage).
    private enum Interactions {}
    private static var interactionsKey: UnsafeRawPointer {
        unsafeBitCast(Interactions.self as Any.Type, to: UnsafeRawPointer.self)
    }
}
