/// `minimumContentSizeCategory` / `maximumContentSizeCategory` (iOS 15): "Setting a minimum or
/// maximum content size category limits the preferred content size category of the view and all
/// its subviews": they clamp the view's trait collection, nil removes a limit (Apple, UIView
/// documentation, "minimumContentSizeCategory"/"maximumContentSizeCategory"), and when the
/// minimum is larger than the maximum only the maximum applies (a widely reproduced observation:
/// useyourloaf.com, "Restricting Dynamic Type Sizes"). An unspecified category is left alone.
extension UIView {
    func applyingContentSizeLimits(to traits: UITraitCollection) -> UITraitCollection {
        let category = traits.preferredContentSizeCategory
        guard category != .unspecified, minimumContentSizeCategory != nil || maximumContentSizeCategory != nil else {
            return traits
        }
        var limited = category
        if let minimum = minimumContentSizeCategory, limited < minimum,
            maximumContentSizeCategory.map({ minimum <= $0 }) ?? true
        {
            limited = minimum
        }
        if let maximum = maximumContentSizeCategory, limited > maximum { limited = maximum }
        guard limited != category else { return traits }
        return traits.overlaying(UITraitCollection(preferredContentSizeCategory: limited))
    }

    /// A description of the limits in effect, for debugging (`"<UIView: …>, min: …, max: …"`).
    var contentSizeCategoryLimitsDescription: String {
        let minimum = minimumContentSizeCategory.map { "min: \($0.rawValue)" }
        let maximum = maximumContentSizeCategory.map { "max: \($0.rawValue)" }
        return ([String(describing: type(of: self))] + [minimum, maximum].compactMap { $0 }).joined(separator: ", ")
    }
}
