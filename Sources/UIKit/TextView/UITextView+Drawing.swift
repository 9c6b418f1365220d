import CoreGraphics
import Foundation

/// ViewLab: the subview that draws a text view's text, as iOS's text container view does (it is
/// the text view's first subview, sized to the content, transparent and not touchable). What the
/// text view draws in its own `draw(_:)` — a placeholder, in several components — lies beneath it;
/// its other subviews lie above.
///
/// It draws, in content coordinates: the selection's highlight (the tint colour at 20 %), the
/// text at (`textContainerInset.left + lineFragmentPadding`, `textContainerInset.top`), then the
/// caret of a first responder (`TextInputHost+Geometry.swift`).
final class UITextContainerView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        textView.traitCollection.performAsCurrent {
            textView.drawSelectionHighlight(in: context)
            let (layout, origin) = textView.editingLayout()
            layout.draw(in: context, at: origin)
            textView.drawCaret(in: context)
        }
    }
}
