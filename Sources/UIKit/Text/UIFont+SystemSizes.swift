import CoreGraphics

/// The standard font sizes UIKit reports (Apple, `UIFont`: class properties; on iOS they are 14,
/// 12, 17 and 18 pt).
extension UIFont {
    /// The standard system font size: 14 pt.
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size: 12 pt.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size: 17 pt.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard button font size: 18 pt.
    public class var buttonFontSize: CGFloat { 18 }
}
