import CCairo
import CPangoCairo
import Foundation

/// ViewLab: the text system's shared state — the fontconfig setup that makes every machine render
/// with the same fonts, the pango font map and the contexts every text layout is shaped in.
///
/// fontconfig is pointed at the repository's `Fonts/fonts.conf` (found like `Themes/`: `$VIEWLAB_FONTS`,
/// else walking up from the executable, then from the current directory) by setting
/// `FONTCONFIG_FILE` before pango is first used. That file accepts only Inter, WenQuanYi Micro Hei
/// and DejaVu Sans Mono, and turns hinting off. Without the file, the machine's own fontconfig
/// setup is used (text still renders, but may differ between machines).
///
/// Pango is not thread-safe; every use goes through `withLock`.
enum FontConfiguration {
    // MARK: - Locating fonts.conf

    /// The `fonts.conf` to use, or nil when none is found.
    static var configurationFile: URL? {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_FONTS"] {
            let url = URL(fileURLWithPath: explicit)
            return url.pathExtension == "conf" ? url : url.appendingPathComponent("fonts.conf")
        }
        let starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent(),
                      URL(fileURLWithPath: fm.currentDirectoryPath)]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Fonts/fonts.conf")
                if fm.fileExists(atPath: candidate.path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }

    // MARK: - Shared pango state

    /// Everything pango needs, created once.
    final class State: @unchecked Sendable {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        /// Left-to-right and right-to-left shaping contexts (72 dpi: one pango unit is 1/1024 point).
        let leftToRight: OpaquePointer
        let rightToLeft: OpaquePointer
        /// The `fonts.conf` in effect, if ViewLab's own was found.
        let configurationFile: URL?

        init() {
            let file = FontConfiguration.configurationFile
            if let file, FileManager.default.fileExists(atPath: file.path) {
                setenv("FONTCONFIG_FILE", file.path, 1)
                configurationFile = file
            } else {
                configurationFile = nil
            }
            fontMap = pango_cairo_font_map_new()
            pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
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
    static func withLock<R>(_ body: (State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        if sharedState == nil { sharedState = State() }
        return try body(sharedState!)
    }

    // MARK: - Families

    /// The system font family (`Theme.active.fonts["system"]`, else Inter).
    static var systemFamily: String { Theme.active.fonts["system"] ?? "Inter" }
    /// The monospaced family (`Theme.active.fonts["monospaced"]`, else DejaVu Sans Mono).
    static var monospacedFamily: String { Theme.active.fonts["monospaced"] ?? "DejaVu Sans Mono" }
    /// The CJK fallback family (`Theme.active.fonts["cjk"]`, else WenQuanYi Micro Hei).
    static var cjkFamily: String { Theme.active.fonts["cjk"] ?? "WenQuanYi Micro Hei" }
    /// The monospaced CJK fallback, also the monospaced font of last resort.
    static let cjkMonospacedFamily = "WenQuanYi Micro Hei Mono"
}

extension UIFont {
    /// ViewLab: sets the text system up now — points fontconfig at `Fonts/fonts.conf` and creates
    /// the pango font map — and returns the configuration file in use (nil: the machine's own
    /// fontconfig setup, so output may differ between machines). Call it at start-up, before
    /// anything else in the process uses fontconfig; otherwise the first text layout does it.
    @_spi(ViewLab) @discardableResult
    public static func prepareTextSystem() -> URL? {
        FontConfiguration.withLock { $0.configurationFile }
    }
}
