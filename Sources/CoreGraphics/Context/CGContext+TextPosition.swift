import Foundation

extension CGContext {
    /// Where Core Text draws the next line (`CTLineDraw`): the origin of text space in user space,
    /// which is the translation of `textMatrix` (Apple, `CGContext.textPosition`). Setting it keeps
    /// the matrix's rotation and scale.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// The text matrix's translation set to `(x, y)` (`CGContextSetTextPosition`).
    public func setTextPosition(x: CGFloat, y: CGFloat) { textPosition = CGPoint(x: x, y: y) }

    /// ViewLab (for Core Text's line drawing): the transform from a line's drawing space (y down,
    /// baseline's left end at the origin, as the text engine draws) to user space, for a line whose
    /// baseline starts at `position` (user space, as `textPosition` is): the text matrix's rotation
    /// and scale with text space's y axis up, as Core Text's glyphs are. In UIKit's flipped contexts
    /// (y down) a line drawn without flipping the context first comes out upside down, as it does on
    /// iOS — the reason Core Text drawing code starts with `translateBy(x: 0, y: height)` and
    /// `scaleBy(x: 1, y: -1)`.
    @_spi(ViewLab) public func textLineTransform(at position: CGPoint) -> CGAffineTransform {
        var matrix = textMatrix
        matrix.tx = position.x
        matrix.ty = position.y
        return CGAffineTransform(scaleX: 1, y: -1).concatenating(matrix)
    }
}
