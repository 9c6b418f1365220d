/// Colour names iOS deprecated but still answers, because code in the wild still uses them.
extension UIColor {
    /// Deprecated in iOS 13 ("use systemGroupedBackgroundColor"); since then it returns that
    /// dynamic colour.
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
