import Previews
import UIKit

// MARK: - Reload keeps what you hold

extension Shell {
    /// After a reload, replaces every instance of an earlier version of a reloaded class that the
    /// session can reach — views under `root` (same place among their siblings) and the values of
    /// session variables — with a new instance made by the new class's `init(frame:)` (or `init()`;
    /// same frame), then sets on it the properties set at the prompt on the old one
    /// (`AssignmentLog`), so `ring.progress = 0.6` after a save works on the new version and the
    /// ring keeps the values set before. Says what it did.
    func swapInstances(of old: [ShellClassBinding], with new: [ShellClassBinding]) {
        for oldType in old {
            guard let newType = new.first(where: { $0.name == oldType.name }) else { continue }
            var replacements: [ObjectIdentifier: UIView] = [:]
            func replacement(for view: UIView) -> UIView? {
                if let made = replacements[ObjectIdentifier(view)] { return made }
                guard let fresh = newType.makeView(frame: view.frame) else { return nil }
                fresh.frame = view.frame
                carryOver(from: view, to: fresh, binding: newType)
                replacements[ObjectIdentifier(view)] = fresh
                return fresh
            }
            var inTree = 0
            func visit(_ view: UIView) {
                for child in view.subviews {
                    if type(of: child) == oldType.type, let parent = child.superview,
                        let index = parent.subviews.firstIndex(where: { $0 === child }),
                        let fresh = replacement(for: child)
                    {
                        child.removeFromSuperview()
                        parent.insertSubview(fresh, at: index)
                        inTree += 1
                    } else {
                        visit(child)
                    }
                }
            }
            visit(stage.root)
            var held: [String] = []
            for name in session.globals.order {
                guard let variable = session.globals.lookup(name),
                    let value = unwrapOptional(variable.value) as? UIView,
                    type(of: value) == oldType.type, let fresh = replacement(for: value)
                else { continue }
                session.assign(name, variable.type.isOptional ? Optional<UIView>.some(fresh) as Any : fresh)
                held.append(name)
            }
            var parts: [String] = []
            if inTree > 0 { parts.append("replaced \(inTree) \(oldType.name) in root with the new version") }
            if !held.isEmpty {
                parts.append(
                    "\(held.joined(separator: ", ")) now refer\(held.count == 1 ? "s" : "") to the new instance")
            }
            if !parts.isEmpty { console.print(parts.joined(separator: "; ")) }
        }
    }

    /// Sets on `new` (and its layer) the properties set at the prompt on `old` (and its layer),
    /// oldest first, through the shell's bindings of the new class: a property the new version no
    /// longer has, or whose type changed, is skipped.
    private func carryOver(from old: UIView, to new: UIView, binding: ShellClassBinding) {
        replay(from: old, to: new, as: registry.type(named: binding.name))
        replay(from: old.layer, to: new.layer, as: registry.type(named: "CALayer"))
    }

    private func replay(from old: AnyObject, to new: AnyObject, as type: ShellType?) {
        let log = registry.assignments
        if let type {
            for entry in log.entries(of: old) {
                _ = try? registry.property(entry.property, of: type)?.set?(new, entry.value)
            }
        }
        log.move(from: old, to: new)
    }
}
