import CoreGraphics
internal import Cassowary

// MARK: - Unsatisfiable constraints

extension AutoLayoutEngine {
    /// Reports a refused required constraint in UIKit's words: the conflicting set (the
    /// solver's irreducible conflict plus the refused constraint) and the constraint broken to
    /// recover — always the one being added, which stays out of the solver while the rest of
    /// the layout goes on.
    func reportUnsatisfiable(_ constraint: NSLayoutConstraint, conflicting: [Constraint]) {
        let owners = Dictionary(installed.values.map { ($0.built, $0.constraint) }, uniquingKeysWith: { a, _ in a })
        var list = conflicting.compactMap { owners[$0] }
        list.append(constraint)
        UIView.report(.unsatisfiableConstraints, AutoLayoutEngine.unsatisfiableMessage(list, breaking: constraint))
    }

    /// UIKit's "Unable to simultaneously satisfy constraints." text.
    static func unsatisfiableMessage(_ list: [NSLayoutConstraint], breaking constraint: NSLayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if list.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(constraint)")
        return lines.joined(separator: "\n")
    }
}

// MARK: - Queries (ambiguity, constraints affecting an item)

extension AutoLayoutEngine {
    /// The engine and variables of a view or guide, when it is in an engine.
    static func lookup(_ item: AnyObject?) -> (AutoLayoutEngine, ItemVariables)? {
        guard let item, let view = NSLayoutConstraint.view(of: item),
            let engine = view.layoutTreeRoot.autoLayoutStorage?.engine,
            let vars = engine.items[ObjectIdentifier(item)]
        else { return nil }
        return (engine, vars)
    }

    /// Whether the item's position or size on `axis` could change without making the layout
    /// any worse (the solver's `isAmbiguous` on its variables). Items outside an engine are
    /// not ambiguous (their frames are set directly).
    static func isAmbiguous(item: AnyObject?, axis: NSLayoutConstraint.Axis) -> Bool {
        guard let (engine, vars) = lookup(item) else { return false }
        return vars.variables(for: axis).contains { engine.solver.isAmbiguous($0) }
    }

    /// The constraints in the engine that refer to the item along `axis` (its own and the
    /// engine's: frame, guide and content-size constraints), in the engine's order.
    static func constraintsAffecting(item: AnyObject?, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item, let (engine, _) = lookup(item) else { return [] }
        return engine.installedOrder.filter { c in
            (c.firstItem === item && c.firstAttribute.axis == axis)
                || (c.secondItem === item && c.secondAttribute.axis == axis)
        }
    }

    /// Moves an ambiguous view to another equally good layout (or back, on the next call).
    /// Returns whether anything moved.
    @discardableResult
    func exerciseAmbiguity(of view: UIView) -> Bool {
        let id = ObjectIdentifier(view)
        if let previous = exercises.removeValue(forKey: id) {
            for c in previous { try? solver.removeConstraint(c) }
        } else if let vars = items[id] {
            var added: [Constraint] = []
            for variable in [vars.x, vars.width, vars.y, vars.height] where solver.isAmbiguous(variable) {
                if let c = try? solver.exerciseAmbiguity(of: variable) { added.append(c) }
            }
            guard !added.isEmpty else { return false }
            exercises[id] = added
        } else {
            return false
        }
        solveAndMark()
        return true
    }
}
