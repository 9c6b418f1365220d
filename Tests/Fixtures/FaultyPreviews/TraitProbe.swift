import Previews
import UIKit

/// A view whose colour shows the traits it was drawn with: the left half is red in right-to-left
/// layouts and blue otherwise; the right half is green at accessibility text sizes and gray
/// otherwise.
final class TraitProbeView: UIView {
    override func draw(_ rect: CGRect) {
        let traits = traitCollection
        (traits.layoutDirection == .rightToLeft ? UIColor.red : UIColor.blue).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        (traits.preferredContentSizeCategory.isAccessibilityCategory ? UIColor.green : UIColor.gray).setFill()
        UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

#Preview("Trait probe", traits: .fixedLayout(width: 20, height: 10)) {
    TraitProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
}

#Preview("Pinned RTL probe", traits: .fixedLayout(width: 20, height: 10), .viewlabLayoutDirection(.rightToLeft), .viewlabContentSize(.accessibilityLarge)) {
    TraitProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
}
