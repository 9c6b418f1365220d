@_spi(ViewLab) import CoreGraphics
import CCairo
import CPangoCairo
import Foundation

/// ViewLab: the process-wide text system under `UIFont`, string drawing and `CATextLayer` — the
/// fontconfig setup that makes every machine render with the same fonts, the pango font map and
/// the contexts text is shaped in.
///
/// fontconfig is pointed at the repository's `Fonts/fonts.conf` (`$VIEWLAB_FONTS`, else found by
/// `ResourceLocator`) by setting `FONTCONFIG_FILE` before pango is first used. That file accepts
/// only Inter, WenQuanYi Micro Hei and DejaVu Sans Mono, and turns hinting off. Without the file,
/// the machine's own fontconfig setup is used (text still renders, but may differ between
/// machines). The font map is also made pango's default, so layouts created with
/// `pango_cairo_create_layout` use the same fonts.
///
/// Pango is not thread-safe; every use goes through `withLock`.
@_spi(ViewLab) public enum TextSystem {
    /// The `fonts.conf` to use, or nil when none is found.
    public static var configurationFile: URL? {
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_FONTS"] {
            let url = URL(fileURLWithPath: explicit)
            return url.pathExtension == "conf" ? url : url.appendingPathComponent("fonts.conf")
        }
        return ResourceLocator.find("Fonts", containing: "fonts.conf")?.appendingPathComponent("fonts.conf")
    }

    /// Everything pango needs, created once.
    public final class State: @unchecked Sendable {
        public let fontMap: UnsafeMutablePointer<PangoFontMap>
        /// Left-to-right and right-to-left shaping contexts (72 dpi: one pango unit is 1/1024 point).
        public let leftToRight: OpaquePointer
        public let rightToLeft: OpaquePointer
        /// The `fonts.conf` in effect, if ViewLab's own was found.
        public let configurationFile: URL?

        init() {
            let file = TextSystem.configurationFile
            if let file, FileManager.default.fileExists(atPath: file.path) {
                setenv("FONTCONFIG_FILE", file.path, 1)
                configurationFile = file
            } else {
                configurationFile = nil
            }
            fontMap = pango_cairo_font_map_new()
            pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
            pango_cairo_font_map_set_default(OpaquePointer(fontMap))
            leftToRight = State.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
            rightToLeft = State.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
        }

        private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
            let context = pango_font_map_create_context(fontMap)!
            // Unhinted outlines at fractional positions: metrics do not depend on the pixel scale.
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_cairo_context_set_resolution(context, 72)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_language(context, pango_language_from_string("en-us"))
            pango_context_set_base_dir(context, direction)
            return context
        }
    }

    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var sharedState: State?

    /// Runs `body` with the shared pango state, holding the text-system lock.
    public static func withLock<R>(_ body: (State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        if sharedState == nil { sharedState = State() }
        return try body(sharedState!)
    }
}
