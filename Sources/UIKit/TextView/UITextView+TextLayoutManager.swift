import Foundation

/// `UITextView(usingTextLayoutManager:)` (iOS 16): a text view laid out by TextKit 2 (true) or by
/// an `NSLayoutManager` (false, TextKit 1). ViewLab's text views always lay out with their
/// `layoutManager`, so both make the same view.
extension UITextView {
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }
}
