import CoreGraphics

/// How ViewLab renders each blur style: a Gaussian blur of the backdrop, then a tint colour
/// laid over it. Apple publishes no numbers; these are ViewLab's approximations of the
/// materials (blur radius ≈ 2σ; tints sampled from iOS's light and dark materials):
///
/// | Style                          | Blur radius | Light tint        | Dark tint          |
/// |--------------------------------|-------------|-------------------|--------------------|
/// | `.systemUltraThinMaterial`     | 20 pt       | white 40 %        | #1C1C1E 40 %       |
/// | `.systemThinMaterial`          | 25 pt       | white 60 %        | #1C1C1E 60 %       |
/// | `.systemMaterial`, `.regular`* | 30 pt       | #F6F6F6 75 %      | #1C1C1E 75 %       |
/// | `.systemThickMaterial`, `.prominent`* | 30 pt | #F6F6F6 88 %     | #1C1C1E 88 %       |
/// | `.systemChromeMaterial`        | 30 pt       | #F8F8F8 80 %      | #1C1C1E 80 % (#1D) |
/// | `.light`                       | 30 pt       | white 30 %        | (always light)     |
/// | `.extraLight`                  | 30 pt       | #F8F8F8 80 %      | (always light)     |
/// | `.dark`                        | 30 pt       | #1C1C1E 73 %      | (always dark)      |
///
/// (*`.regular` / `.prominent` adapt like the system materials.) `…Light` / `…Dark` variants use
/// the light / dark column whatever the appearance.
struct BlurMaterial {
    /// Blur radius in points (σ is half of it).
    var radius: CGFloat
    var tint: UIColor

    enum Weight { case ultraThin, thin, regular, thick, chrome }

    static func material(for style: UIBlurEffect.Style, dark: Bool) -> BlurMaterial {
        switch style {
        case .systemUltraThinMaterial: return system(.ultraThin, dark: dark)
        case .systemThinMaterial: return system(.thin, dark: dark)
        case .systemMaterial, .regular: return system(.regular, dark: dark)
        case .systemThickMaterial, .prominent: return system(.thick, dark: dark)
        case .systemChromeMaterial: return system(.chrome, dark: dark)
        case .systemUltraThinMaterialLight: return system(.ultraThin, dark: false)
        case .systemThinMaterialLight: return system(.thin, dark: false)
        case .systemMaterialLight: return system(.regular, dark: false)
        case .systemThickMaterialLight: return system(.thick, dark: false)
        case .systemChromeMaterialLight: return system(.chrome, dark: false)
        case .systemUltraThinMaterialDark: return system(.ultraThin, dark: true)
        case .systemThinMaterialDark: return system(.thin, dark: true)
        case .systemMaterialDark: return system(.regular, dark: true)
        case .systemThickMaterialDark: return system(.thick, dark: true)
        case .systemChromeMaterialDark: return system(.chrome, dark: true)
        case .light: return BlurMaterial(radius: 30, tint: UIColor(white: 1, alpha: 0.3))
        case .extraLight: return BlurMaterial(radius: 30, tint: UIColor(white: 0.97, alpha: 0.8))
        case .dark: return BlurMaterial(radius: 30, tint: darkBase.withAlphaComponent(0.73))
        }
    }

    private static let darkBase = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)

    private static func system(_ weight: Weight, dark: Bool) -> BlurMaterial {
        let (radius, alpha, lightWhite): (CGFloat, CGFloat, CGFloat)
        switch weight {
        case .ultraThin: (radius, alpha, lightWhite) = (20, 0.4, 1)
        case .thin: (radius, alpha, lightWhite) = (25, 0.6, 1)
        case .regular: (radius, alpha, lightWhite) = (30, 0.75, 246 / 255)
        case .thick: (radius, alpha, lightWhite) = (30, 0.88, 246 / 255)
        case .chrome: (radius, alpha, lightWhite) = (30, 0.8, 248 / 255)
        }
        let tint = dark ? darkBase.withAlphaComponent(alpha) : UIColor(white: lightWhite, alpha: alpha)
        return BlurMaterial(radius: radius, tint: tint)
    }
}
