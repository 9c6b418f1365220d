import Foundation

// MARK: - ViewLab diagnostics

extension UIView {
    /// ViewLab: an error UIKit would log (or trap on) that ViewLab reports and survives.
    public struct Diagnostic: Error, Equatable, CustomStringConvertible, Sendable {
        public enum Kind: String, Sendable {
            /// A hierarchy request that would make a cycle (adding a view to itself or a descendant).
            case hierarchy
            /// Layout that never settles: views keep marking themselves during layout.
            case layoutFeedbackLoop
            /// Geometry with NaN or infinite components (ignored).
            case invalidGeometry
            /// A value UIKit rejects (a NaN slider value, a stepper range with minimum ≥ maximum);
            /// the assignment is ignored.
            case invalidArgument
            /// Auto Layout: required constraints that cannot all hold ("Unable to simultaneously
            /// satisfy constraints."); one of them is broken and layout goes on.
            case unsatisfiableConstraints
            /// Auto Layout: other misuse UIKit raises or logs for (no common ancestor, a missing
            /// `super.updateConstraints()`, required ↔ optional priority changes).
            case autoLayout
        }
        public var kind: Kind
        public var message: String
        public var description: String { message }
    }

    /// ViewLab: called for every diagnostic (the shell and renderer install one). When nil, the
    /// diagnostic is printed as one line on stderr.
    public static var diagnosticHandler: ((Diagnostic) -> Void)?

    /// ViewLab: the most recent diagnostics (at most 50), oldest first.
    public internal(set) static var recentDiagnostics: [Diagnostic] = []

    static func report(_ kind: Diagnostic.Kind, _ message: String) {
        let diagnostic = Diagnostic(kind: kind, message: message)
        recentDiagnostics.append(diagnostic)
        if recentDiagnostics.count > 50 { recentDiagnostics.removeFirst(recentDiagnostics.count - 50) }
        if let handler = diagnosticHandler {
            handler(diagnostic)
        } else {
            FileHandle.standardError.write(Data("viewlab: error: \(message)\n".utf8))
        }
    }

    /// ViewLab: a short name for messages and traces — the class name and, when set, the
    /// accessibility identifier (`RingView#ring`) or the tag (`UIView(tag 3)`).
    public var debugName: String {
        var name = String(describing: type(of: self))
        if let id = accessibilityIdentifier, !id.isEmpty {
            name += "#\(id)"
        } else if tag != 0 {
            name += "(tag \(tag))"
        }
        return name
    }
}

extension UIView {
    /// The view's `description` as UIKit writes it: its class and frame, then a non-zero `tag` and
    /// `hidden = YES`.
    var frameDescription: String {
        let f = frame
        var text =
            "<\(type(of: self)): frame = (\(f.minX.compact) \(f.minY.compact); \(f.width.compact) \(f.height.compact))"
        if tag != 0 { text += "; tag = \(tag)" }
        if isHidden { text += "; hidden = YES" }
        return text + ">"
    }
}

extension CGFloat {
    /// `12` instead of `12.0`, for descriptions.
    var compact: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(Double(self))
    }
}
