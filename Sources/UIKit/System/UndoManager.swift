import Foundation

/// Records changes so they can be undone and redone (Foundation's `UndoManager`, which
/// swift-corelibs-foundation does not provide). Registrations made while undoing go on the redo
/// stack, those made while redoing on the undo stack, and a new registration clears the redo stack
/// (Apple, *Undo Architecture*). With `groupsByEvent` (the default) the registrations of one
/// event — here until the next main-queue turn, or the next `undo()`/`redo()` — form one group,
/// undone together, last first.
open class UndoManager: NSObject, @unchecked Sendable {
    /// One undoable step.
    private struct Action {
        let target: AnyObject
        let perform: () -> Void
    }

    /// A group of steps, undone together.
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups opened with `beginUndoGrouping()` (or the automatic one), innermost last.
    private var open: [Group] = []
    private var automaticGroupOpen = false
    private var disabled = 0

    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var groupsByEvent = true
    /// The most groups kept (0: no limit).
    open var levelsOfUndo = 0
    open var runLoopModes: [RunLoop.Mode] = [.default]

    public override init() { super.init() }

    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { open.count }
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Registers `handler` to run with `target` when this change is undone.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        record(Action(target: target) { [weak target] in if let target { handler(target) } })
    }

    /// Registers `target.perform(selector, with: object)` to run when this change is undone.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let object = target as AnyObject
        record(Action(target: object) { [weak object] in _ = (object as? NSObject)?.perform(selector, with: anObject) })
    }

    /// Names the group being recorded (shown as "Undo Typing").
    open func setActionName(_ actionName: String) {
        if !open.isEmpty {
            open[open.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    open func beginUndoGrouping() {
        closeAutomaticGroup()
        open.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty { push(group) } else { open[open.count - 1].actions += group.actions }
    }

    /// Undoes the last group (closing an open automatic group first).
    open func undo() {
        closeAutomaticGroup()
        guard open.isEmpty, let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group, into: { self.redoStack.append($0) })
        isUndoing = false
    }

    /// Redoes the last undone group.
    open func redo() {
        closeAutomaticGroup()
        guard open.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group, into: { self.undoStack.append($0) })
        isRedoing = false
    }

    open func undoNestedGroup() { undo() }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
        automaticGroupOpen = false
    }

    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: Group) -> Group {
            Group(actions: group.actions.filter { $0.target !== object }, name: group.name)
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        open = open.map(keep)
    }

    // MARK: - Recording

    private func record(_ action: Action) {
        guard disabled == 0 else { return }
        if isUndoing || isRedoing {
            // Inside `run`: collected into the group being built for the other stack.
            replay.append(action)
            return
        }
        redoStack.removeAll()
        if open.isEmpty {
            guard groupsByEvent else { return push(Group(actions: [action])) }
            open.append(Group())
            automaticGroupOpen = true
            DispatchQueue.main.async { [weak self] in self?.closeAutomaticGroup() }
        }
        open[open.count - 1].actions.append(action)
    }

    /// The actions registered while a group is being undone or redone.
    private var replay: [Action] = []

    private func run(_ group: Group, into stack: (Group) -> Void) {
        replay = []
        for action in group.actions.reversed() { action.perform() }
        if !replay.isEmpty { stack(Group(actions: replay, name: group.name)) }
        replay = []
    }

    /// ViewLab: ends the event's automatic group (the window calls it as each event arrives, the
    /// run-loop pass that closes it on iOS).
    func closeEventGroup() { closeAutomaticGroup() }

    private func closeAutomaticGroup() {
        guard automaticGroupOpen, open.count == 1 else { return }
        automaticGroupOpen = false
        if let group = open.popLast(), !group.actions.isEmpty { push(group) }
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
