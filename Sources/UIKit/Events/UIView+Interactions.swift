/// Interactions, as `UIView.addInteraction(_:)` keeps them: in the order added, each at most once,
/// with `willMove(to:)`/`didMove(to:)` around the change. They are kept in a side table
/// (`InteractionTable`) rather than in a stored property, so the view's layout is unchanged for
/// code compiled against it.
extension UIView {
    /// The interactions attached to the view.
    public var interactions: [UIInteraction] {
        get { InteractionTable.interactions(of: self) }
        set {
            interactions.forEach(removeInteraction)
            newValue.forEach(addInteraction)
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        InteractionTable.set(interactions + [interaction], for: self)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        InteractionTable.set(interactions.filter { $0 !== interaction }, for: self)
        interaction.didMove(to: nil)
    }
}

/// The interactions of each view, held with a weak reference to the view (entries of views that
/// are gone are dropped on the next change).
@MainActor
enum InteractionTable {
    private struct Entry {
        weak var view: UIView?
        var interactions: [UIInteraction]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func interactions(of view: UIView) -> [UIInteraction] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.interactions
    }

    static func set(_ interactions: [UIInteraction], for view: UIView) {
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = interactions.isEmpty ? nil : Entry(view: view, interactions: interactions)
    }
}
