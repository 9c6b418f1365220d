import UIKit

/// WCAG 2 contrast: relative luminance of sRGB colours and the contrast ratio between a
/// foreground (composited over its background when translucent) and an opaque background.
public enum ContrastRatio {
    /// WCAG relative luminance of an opaque sRGB colour, 0 (black) … 1 (white).
    public static func luminance(red: CGFloat, green: CGFloat, blue: CGFloat) -> Double {
        func linear(_ c: CGFloat) -> Double {
            let c = Double(c)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio (1…21) of `foreground` over `background`; a translucent foreground is
    /// first composited over the background, as it would be on screen.
    public static func of(_ foreground: CGColor, on background: CGColor) -> Double {
        let f = foreground.rgba, b = background.rgba
        let a = f.alpha
        let r = f.red * a + b.red * (1 - a), g = f.green * a + b.green * (1 - a), bl = f.blue * a + b.blue * (1 - a)
        let l1 = luminance(red: r, green: g, blue: bl), l2 = luminance(red: b.red, green: b.green, blue: b.blue)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// What WCAG AA asks of a colour's role: 4.5:1 for text (1.4.3), 3:1 for user-interface
    /// components and graphics such as tint colours (1.4.11); decorative colours have no minimum.
    public enum Role: Equatable {
        case text, component, decorative

        public var minimum: Double? {
            switch self {
            case .text: return 4.5
            case .component: return 3
            case .decorative: return nil
            }
        }
    }
}
