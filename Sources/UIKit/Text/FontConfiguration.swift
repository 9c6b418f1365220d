@_spi(ViewLab) import CoreText
import Foundation

/// ViewLab: the font families text is set in (from the current theme, `Theme.current`, when a font is made); the shared pango state
/// itself is `TextSystem` (CoreText), so that UIKit and `CATextLayer` use the same fonts.
enum FontConfiguration {
    /// Runs `body` with the shared pango state, holding the text-system lock.
    static func withLock<R>(_ body: (TextSystem.State) throws -> R) rethrows -> R {
        try TextSystem.withLock(body)
    }

    // MARK: - Families

    /// The system font family (`Theme.current.fonts["system"]`, else Inter).
    static var systemFamily: String { Theme.current.fonts["system"] ?? "Inter" }
    /// The monospaced family (`Theme.current.fonts["monospaced"]`, else DejaVu Sans Mono).
    static var monospacedFamily: String { Theme.current.fonts["monospaced"] ?? "DejaVu Sans Mono" }
    /// The CJK fallback family (`Theme.current.fonts["cjk"]`, else WenQuanYi Micro Hei).
    static var cjkFamily: String { Theme.current.fonts["cjk"] ?? "WenQuanYi Micro Hei" }
    /// The monospaced CJK fallback, also the monospaced font of last resort.
    static let cjkMonospacedFamily = "WenQuanYi Micro Hei Mono"
}

extension UIFont {
    /// ViewLab: sets the text system up now — gives fontconfig ViewLab's configuration (the
    /// built-in `Fonts/fonts.conf`, or the host's `TextSystem.configurationFile`) and creates the pango font map — and says
    /// where the configuration came from. Call it at start-up, before anything else in the process
    /// uses fontconfig; otherwise the first text layout does it.
    @_spi(ViewLab) @discardableResult
    public static func prepareTextSystem() -> FontConfigurationSource {
        FontConfiguration.withLock { $0.configuration }
    }
}
