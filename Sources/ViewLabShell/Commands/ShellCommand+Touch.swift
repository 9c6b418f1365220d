import Foundation
@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender

// MARK: - Touch and Auto Layout commands: :tap :scroll :constraints

extension ShellCommand {
    static let tap = ShellCommand(
        name: "tap", synopsis: "X Y | VIEW", summary: "tap the screen at a point (or VIEW's centre)",
        detail:
            "Lays the screen out, hit-tests the point (window coordinates, in points), delivers a touch down and up through the window (gesture recognizers and controls see it as from a finger) and prints the hit-test path, then the control events sent and how many actions ran, e.g.\n  UIWindow › UIView › button\n  button: touchDown, touchUpInside → action, primaryActionTriggered → action\n(→ action: the control has an action registered for that event, and it ran)",
        example: ":tap 196 400", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 1...2, "tap")
        shell.stage.runTurn()
        let point: CGPoint
        if args.count == 2 {
            guard let x = Double(args[0]), let y = Double(args[1]), x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6
            else {
                throw ShellError("expected two numbers X Y (points), got '\(args[0]) \(args[1])'")
            }
            point = CGPoint(x: x, y: y)
        } else {
            let view = try shell.view(args[0])
            guard view.window === shell.stage.window else {
                throw ShellError("'\(args[0])' is not on the screen (add it to root first)")
            }
            point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
        var fired: [(UIControl, String)] = []
        let previous = UIControl.eventObserver
        UIControl.eventObserver = { control, name in
            fired.append((control, name))
            previous?(control, name)
        }
        defer { UIControl.eventObserver = previous }
        let path = shell.stage.window.tap(at: point)
        shell.stage.runTurn()
        var lines = [UIWindow.describePath(path) { shell.session.name(of: $0) }]
        lines += shell.describeEvents(fired)
        shell.console.print(lines.joined(separator: "\n"))
    }

    static let scroll = ShellCommand(
        name: "scroll", synopsis: "VIEW DX DY",
        summary: "drag a scroll view (table, collection, page view) so its content offset moves by DX DY points",
        detail:
            "Drags VIEW — a UIScrollView, UITableView or UICollectionView, or a view holding one as a direct subview (a UIPageViewController's view) — as a finger would: the content offset moves by DX DY points, clamped to the scrollable range, and the finger lifts without velocity, so a paging scroll view settles on the nearest page and a page view controller turns to the page it lands on. The delegate hears scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewWillEndDragging and scrollViewDidEndDragging; cells scrolled in are dequeued. Prints the offset before and after; the next :export or :show draws the new offset.",
        example: ":scroll list 0 300", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 3...3, "scroll")
        let view = try shell.view(args[0])
        guard let scrollView = view as? UIScrollView ?? view.subviews.lazy.compactMap({ $0 as? UIScrollView }).first
        else {
            throw ShellError(
                "'\(args[0])' is a \(type(of: view)), not a scroll view (UIScrollView, UITableView, UICollectionView) nor a view holding one"
            )
        }
        guard let dx = Double(args[1]), let dy = Double(args[2]), dx.isFinite, dy.isFinite, abs(dx) < 1e6, abs(dy) < 1e6
        else {
            throw ShellError("expected two numbers DX DY (points), got '\(args[1]) \(args[2])'")
        }
        guard scrollView.window === shell.stage.window else {
            throw ShellError("'\(args[0])' is not on the screen (add it to root first)")
        }
        shell.stage.runTurn()
        let start = scrollView.contentOffset
        guard scrollView.isScrollEnabled else {
            throw ShellError("'\(args[0])' has isScrollEnabled false: a drag does not scroll it")
        }
        shell.stage.perform { scrollView.drag(by: CGPoint(x: -dx, y: -dy)) }
        shell.stage.runTurn()
        // `+ 0` writes a negative zero (an axis that does not scroll, clamped at −0) as 0.
        let (before, after) = (
            CGPoint(x: start.x + 0, y: start.y + 0),
            CGPoint(x: scrollView.contentOffset.x + 0, y: scrollView.contentOffset.y + 0)
        )
        let wanted = CGPoint(x: before.x + dx, y: before.y + dy)
        let note = after == wanted ? "" : " (the drag stopped at the scrollable range or settled on a page)"
        shell.console.print(
            "contentOffset \(formatNumbers(before.x, before.y)) → \(formatNumbers(after.x, after.y))\(note)")
    }

    static let constraints = ShellCommand(
        name: "constraints", synopsis: "VIEW", summary: "list the Auto Layout constraints affecting VIEW",
        detail:
            "Lays the screen out, then prints VIEW's frame, translatesAutoresizingMaskIntoConstraints, content priorities, the constraints affecting it per axis, those installed on it, and whether its layout is ambiguous. `:debug layout` draws them.",
        example: ":constraints title", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "constraints")
        let view = try shell.view(args[0])
        shell.stage.runTurn()
        shell.console.print(view.constraintsReport)
    }
}

extension Shell {
    /// `button: touchDown, touchUpInside → 1 action` per control, in the order events were sent.
    func describeEvents(_ fired: [(UIControl, String)]) -> [String] {
        var order: [UIControl] = []
        var names: [ObjectIdentifier: [String]] = [:]
        for (control, name) in fired {
            if names[ObjectIdentifier(control)] == nil { order.append(control) }
            names[ObjectIdentifier(control), default: []].append(name)
        }
        if order.isEmpty { return ["no control events"] }
        return order.map { control in
            let handled = control.allControlEvents.names
            let events = names[ObjectIdentifier(control), default: []].map { name in
                handled.contains(name) ? "\(name) → action" : name
            }
            return "\(label(of: control)): " + events.joined(separator: ", ")
        }
    }
}
