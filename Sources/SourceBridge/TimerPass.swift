internal import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { … }` →
/// `Timer.viewlabScheduledTimer(withTimeInterval: t, repeats: r) { … }` (also spelled
/// `Foundation.Timer.…`): the same Foundation timer, scheduled on the media clock in the shell and
/// in exports, where ViewLab runs the run loop on that clock, else on the current run loop.
/// Foundation's class method always schedules on the run loop and cannot be replaced by an
/// overload (the call would be ambiguous); the target–selector form is ViewLab's own and needs no
/// rewrite. `Timer(timeInterval: t, repeats: r) { … }` → `Timer(viewlabTimeInterval: t, repeats: r)
/// { … }`: first firing `t` seconds after it is made, as on Apple platforms (swift-corelibs-foundation
/// fires it at once). Likewise `RunLoop.main.add(timer, forMode: .common)` (or `RunLoop.current`, also
/// spelled `Foundation.RunLoop`) → `RunLoop.main.viewlabAdd(timer, forMode: .common)`, which hands
/// a timer made with `Timer(timeInterval:…)` to the media clock where ViewLab runs one; and
/// `DispatchQueue.main.asyncAfter(deadline: d) { … }` → `DispatchQueue.main.viewlabAsyncAfter(deadline:
/// d) { … }`, which hands the block to that clock too (`DispatchQueue+MediaClock`), and
/// `queue.asyncAfter(deadline:)` on other queues → `viewlabQueueAsyncAfter`; `Timer()` →
/// `Timer(viewlabPlaceholder: ())`, the placeholder timer `NSObject.init()` gives on Apple platforms.
enum TimerPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ["Timer", "Foundation.Timer"].contains(node.calledExpression.trimmedDescription),
                node.arguments.count >= 2, let first = node.arguments.first?.label, first.text == "timeInterval",
                node.arguments.dropFirst().first?.label?.text == "repeats"
            {
                edits.append(SourceEdit(replacing: first, with: "viewlabTimeInterval"))
                return .visitChildren
            }
            if ["Timer", "Foundation.Timer"].contains(node.calledExpression.trimmedDescription), node.arguments.isEmpty,
                node.trailingClosure == nil, let open = node.leftParen
            {
                edits.append(SourceEdit(replacing: open, with: "(viewlabPlaceholder: ()"))
                return .visitChildren
            }
            if let member = isRunLoopAdd(node) {
                edits.append(SourceEdit(replacing: member.declName.baseName, with: "viewlabAdd"))
                return .visitChildren
            }
            if let member = isMainQueueAsyncAfter(node) {
                edits.append(SourceEdit(replacing: member.declName.baseName, with: "viewlabAsyncAfter"))
                return .visitChildren
            }
            if let member = isQueueAsyncAfter(node) {
                edits.append(SourceEdit(replacing: member.declName.baseName, with: "viewlabQueueAsyncAfter"))
                return .visitChildren
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "scheduledTimer",
                let base = member.base?.trimmedDescription, base == "Timer" || base == "Foundation.Timer",
                node.arguments.first?.label?.text == "withTimeInterval"
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: member.declName.baseName, with: "viewlabScheduledTimer"))
            return .visitChildren
        }

        /// `DispatchQueue.main.asyncAfter(deadline: d, …)` (also `Dispatch.`/`Foundation.DispatchQueue`)
        /// → `viewlabAsyncAfter`; the `wallDeadline:` form is left to Dispatch.
        private func isMainQueueAsyncAfter(_ node: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "asyncAfter",
                let base = member.base?.trimmedDescription,
                ["DispatchQueue.main", "Dispatch.DispatchQueue.main", "Foundation.DispatchQueue.main"].contains(base),
                node.arguments.first?.label?.text == "deadline"
            else { return nil }
            return member
        }

        /// `queue.asyncAfter(deadline: d, …)` on any other queue (`DispatchQueue.global()`, a stored
        /// serial queue) → `viewlabQueueAsyncAfter`, whose block is not the main actor's.
        private func isQueueAsyncAfter(_ node: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "asyncAfter", member.base != nil,
                node.arguments.first?.label?.text == "deadline"
            else { return nil }
            return member
        }

        /// `RunLoop.main.add(x, forMode: m)` / `RunLoop.current.add(…)` → `viewlabAdd`.
        private func isRunLoopAdd(_ node: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "add",
                let base = member.base?.trimmedDescription,
                ["RunLoop.main", "RunLoop.current", "Foundation.RunLoop.main", "Foundation.RunLoop.current"].contains(
                    base),
                node.arguments.count == 2, node.arguments.first?.label == nil,
                node.arguments.last?.label?.text == "forMode"
            else { return nil }
            return member
        }
    }
}
