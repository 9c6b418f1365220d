#if canImport(UIKit)
import UIKit

// A skeleton-loading library's shape, in our own words: a UIView extension declares what a view
// does when the placeholder shimmer starts, and extensions of UIKit subclasses (and a subclass of
// the app) override it — Objective-C dispatch on iOS, through the source bridge here.

private var shimmerLayoutsKey = 0

extension UIView {
    /// Prepares the view for the shimmer; subclasses hide their content.
    @objc func prepareForShimmer(animated: Bool) {
        backgroundColor = .clear
    }

    /// The subviews that get a shimmer block.
    @objc var shimmerTargets: [UIView] { subviews }

    /// How many times the swizzled `layoutSubviews` ran.
    var shimmerLayouts: Int {
        get { objc_getAssociatedObject(self, &shimmerLayoutsKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &shimmerLayoutsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    @objc func shimmer_layoutSubviews() {
        shimmer_layoutSubviews()
        shimmerLayouts += 1
    }

    /// Swaps `layoutSubviews` with `shimmer_layoutSubviews` (calling it again swaps them back).
    static func toggleShimmerLayout() {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        guard let original = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews)),
              let swizzled = class_getInstanceMethod(UIView.self, #selector(UIView.shimmer_layoutSubviews)) else { return }
        if class_addMethod(UIView.self, #selector(UIView.shimmer_layoutSubviews), method_getImplementation(original), method_getTypeEncoding(original)) {
            class_replaceMethod(UIView.self, #selector(UIView.layoutSubviews), method_getImplementation(swizzled), method_getTypeEncoding(swizzled))
        } else {
            method_exchangeImplementations(original, swizzled)
        }
    }
}

extension UILabel {
    override func prepareForShimmer(animated: Bool) {
        super.prepareForShimmer(animated: animated)
        textColor = .clear
    }
}

extension UIStackView {
    override var shimmerTargets: [UIView] { arrangedSubviews }
}

/// An app's label that keeps its border while shimmering.
final class BadgeLabel: UILabel {
    override func prepareForShimmer(animated: Bool) {
        super.prepareForShimmer(animated: animated)
        layer.borderWidth = 1
    }
}
#endif
