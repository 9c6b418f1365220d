import CoreGraphics

// MARK: - More initialisers

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB/HSV, all 0…1; hue wraps around).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A Display P3 colour, converted to sRGB (ViewLab renders in sRGB): the components are
    /// linearised with the sRGB curve (shared by Display P3), converted with the P3 → sRGB matrix
    /// and clamped to 0…1, so colours outside the sRGB gamut are approximated by the nearest
    /// sRGB colour per channel.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: CGFloat) -> CGFloat {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(
            red: encoded(1.2249 * r - 0.2247 * g),
            green: encoded(-0.0420 * r + 1.0419 * g),
            blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: alpha)
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let color): return UIColor(cgColor: color.copy(alpha: alpha) ?? color)
        case .dynamic: return UIColor(dynamicProvider: { self.resolvedColor(with: $0).withAlphaComponent(alpha) })
        }
    }

    // MARK: - Reading components

    /// RGB components (gray colours give red = green = blue). Dynamic colours are resolved with
    /// `UITraitCollection.current`. Always succeeds here (every colour is RGB-compatible).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = fixedColor().rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The white level and alpha of a gray colour. As on iOS, colours in an RGB space cannot be
    /// converted: the call returns false and leaves the values unchanged.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = fixedColor()
        guard color.colorSpace?.model == .monochrome, let components = color.components, components.count == 2 else {
            return false
        }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    /// Hue, saturation, brightness (HSB) and alpha, each 0…1. Grays have hue and saturation 0.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = fixedColor().rgba
        let maxValue = max(c.red, c.green, c.blue), minValue = min(c.red, c.green, c.blue), delta = maxValue - minValue
        var h: CGFloat = 0
        if delta > 0 {
            if maxValue == c.red {
                h = (c.green - c.blue) / delta
            } else if maxValue == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxValue > 0 ? delta / maxValue : 0
        brightness?.pointee = maxValue
        alpha?.pointee = c.alpha
        return true
    }

    /// HSB → RGB.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (
        red: CGFloat, green: CGFloat, blue: CGFloat
    ) {
        let s = min(max(saturation.isNaN ? 0 : saturation, 0), 1), v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6, index = Int(sector) % 6, f = sector - CGFloat(Int(sector))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
