@_implementationOnly import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { … }` →
/// `Timer.viewlabScheduledTimer(withTimeInterval: t, repeats: r) { … }` (also spelled
/// `Foundation.Timer.…`): the same Foundation timer, scheduled on the media clock in the shell and
/// in exports, where ViewLab runs the run loop on that clock, else on the current run loop.
/// Foundation's class method always schedules on the run loop and cannot be replaced by an
/// overload (the call would be ambiguous); the target–selector form is ViewLab's own and needs no
/// rewrite.
enum TimerPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheduledTimer",
                  let base = member.base?.trimmedDescription, base == "Timer" || base == "Foundation.Timer",
                  node.arguments.first?.label?.text == "withTimeInterval" else { return .visitChildren }
            edits.append(SourceEdit(replacing: member.declName.baseName, with: "viewlabScheduledTimer"))
            return .visitChildren
        }
    }
}
