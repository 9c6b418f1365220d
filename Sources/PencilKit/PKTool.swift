import UIKit

/// A tool of a canvas: an inking tool, an eraser or the lasso (`PKTool`).
public protocol PKTool: Sendable {}

/// A tool that lays down ink (`PKInkingTool`): its width is clamped to the ink's valid range.
public struct PKInkingTool: PKTool, Equatable {
    public typealias InkType = PKInk.InkType

    public var ink: PKInk
    public var width: CGFloat
    public var inkType: InkType { ink.inkType }
    public var color: UIColor { ink.color }

    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        ink = PKInk(type, color: color)
        let wanted = width ?? type.defaultWidth
        self.width = min(
            max(wanted.isFinite ? wanted : type.defaultWidth, type.validWidthRange.lowerBound),
            type.validWidthRange.upperBound)
    }

    public init(ink: PKInk, width: CGFloat) { self.init(ink.inkType, color: ink.color, width: width) }

    /// The colour a stroke of `color` shows in `userInterfaceStyle` (here the colour resolved for it).
    public static func convertColor(_ color: UIColor, from: UIUserInterfaceStyle, to: UIUserInterfaceStyle) -> UIColor {
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: to))
    }
}

/// A tool that erases strokes (`PKEraserTool`): `.vector` removes whole strokes it touches,
/// `.bitmap` (and `.fixedWidthBitmap`) the parts it covers — here whole strokes too.
public struct PKEraserTool: PKTool, Equatable {
    public enum EraserType: Sendable, Equatable {
        case vector, bitmap, fixedWidthBitmap
    }

    public var eraserType: EraserType
    public var width: CGFloat

    public init(_ eraserType: EraserType, width: CGFloat = 10) {
        self.eraserType = eraserType
        self.width = width
    }
}

/// The lasso, which selects strokes (`PKLassoTool`); drawing with it changes nothing here.
public struct PKLassoTool: PKTool, Equatable {
    public init() {}
}
