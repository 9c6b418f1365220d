import UIKit

/// The kind and colour of a stroke's ink (`PKInk`).
public struct PKInk: Equatable, @unchecked Sendable {
    /// The tools' inks.
    public enum InkType: String, Sendable, CaseIterable {
        case pen = "com.apple.ink.pen"
        case pencil = "com.apple.ink.pencil"
        case marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline"
        case fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor"
        case crayon = "com.apple.ink.crayon"

        /// The range of widths the ink draws with (points), as `PKInkingTool` clamps them.
        public var validWidthRange: ClosedRange<CGFloat> {
            switch self {
            case .pen, .monoline: return 0.88...25.7
            case .pencil, .crayon: return 2.4...16
            case .marker, .watercolor: return 2...40
            case .fountainPen: return 1.5...26
            }
        }

        /// The width a tool of this ink draws with unless told otherwise.
        public var defaultWidth: CGFloat {
            switch self {
            case .pen, .monoline, .fountainPen: return 4
            case .pencil, .crayon: return 6
            case .marker, .watercolor: return 15
            }
        }
    }

    public var inkType: InkType
    public var color: UIColor

    public init(_ type: InkType, color: UIColor) {
        inkType = type
        self.color = color
    }

    /// Same ink type and the same colour components (whatever colour space made the colour).
    public static func == (lhs: PKInk, rhs: PKInk) -> Bool {
        lhs.inkType == rhs.inkType && lhs.color.cgColor.rgba == rhs.color.cgColor.rgba
    }
}
