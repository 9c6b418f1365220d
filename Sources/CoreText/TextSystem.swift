@_spi(ViewLab) import CoreGraphics
import CFontconfig
import CPangoCairo
import CShim
import Foundation

/// ViewLab: the process-wide text system under `UIFont`, string drawing and `CATextLayer` — the
/// fontconfig setup that makes every machine render with the same fonts, the pango font map and
/// the contexts text is shaped in.
///
/// fontconfig gets ViewLab's configuration before pango is first used: `Fonts/fonts.conf`, built
/// into the library (so it applies wherever the code runs), or the file the host puts in
/// `configurationFile` (`viewlab`: `$VIEWLAB_FONTS`). This module reads no environment variable.
/// It accepts only Inter, WenQuanYi Micro Hei, DejaVu Sans Mono and Material Design Icons (symbol
/// images), and turns hinting off. A family
/// that is not installed is reported once on stderr (text then falls back to another font). The
/// font map is also made pango's default, so layouts created with `pango_cairo_create_layout` use
/// the same fonts.
///
/// Pango is not thread-safe; every use goes through `withLock`.
@_spi(ViewLab) public enum TextSystem {
    /// A slot the host fills: the `fonts.conf` to use instead of the built-in one (ViewLab's CLI
    /// sets it from `$VIEWLAB_FONTS` through `HostEnvironment`); nil: the built-in one. It is read
    /// once, when the text system starts (the first text measured or drawn), so set it before.
    public static var configurationFile: URL? {
        get { lock.withLock { chosenConfigurationFile } }
        set { lock.withLock { chosenConfigurationFile = newValue } }
    }

    /// Storage of `configurationFile`; only touched under `lock`.
    nonisolated(unsafe) private static var chosenConfigurationFile: URL?  // guarded by `lock`

    /// The families ViewLab's configuration expects to be installed, with their Debian packages.
    static let expectedFamilies = [
        ("Inter", "fonts-inter"), ("WenQuanYi Micro Hei", "fonts-wqy-microhei"),
        ("DejaVu Sans Mono", "fonts-dejavu-core"),
        ("Material Design Icons", "fonts-materialdesignicons-webfont"),
    ]

    /// Everything pango needs, created once.
    public final class State: @unchecked Sendable {
        public let fontMap: UnsafeMutablePointer<PangoFontMap>
        /// Left-to-right and right-to-left shaping contexts (72 dpi: one pango unit is 1/1024 point).
        public let leftToRight: OpaquePointer
        public let rightToLeft: OpaquePointer
        /// What configured fontconfig: the built-in `Fonts/fonts.conf` or a file.
        public let configuration: FontConfigurationSource
        /// The expected families that are not installed (each reported once on stderr).
        public let missingFamilies: [String]

        init() {
            configuration = TextSystem.installConfiguration()
            missingFamilies = TextSystem.reportMissingFamilies()
            fontMap = pango_cairo_font_map_new()
            pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
            pango_cairo_font_map_set_default(OpaquePointer(fontMap))
            leftToRight = State.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
            rightToLeft = State.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
        }

        private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection)
            -> OpaquePointer
        {
            let context = pango_font_map_create_context(fontMap)!
            // Unhinted outlines at fractional positions: metrics do not depend on the pixel scale.
            TextRasterOptions.withUnhinted { pango_cairo_context_set_font_options(context, $0) }
            pango_cairo_context_set_resolution(context, 72)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_language(context, pango_language_from_string("en-us"))
            pango_context_set_base_dir(context, direction)
            return context
        }
    }

    // MARK: - fontconfig

    /// Makes ViewLab's configuration fontconfig's current one: the host's `configurationFile` when
    /// set and readable, else the built-in copy of `Fonts/fonts.conf`. Falls back to the machine's own
    /// setup (said once on stderr) only if neither loads.
    private static func installConfiguration() -> FontConfigurationSource {
        guard let config = FcConfigCreate() else { return .system }
        var source = FontConfigurationSource.builtIn
        if let file = configurationFile {
            // A missing file is said once below, in one line (fontconfig's own complaint is two
            // lines); parse errors in a file that exists are fontconfig's to report.
            let loaded =
                FileManager.default.isReadableFile(atPath: file.path)
                && file.path.withCString { path in
                    path.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoad(config, $0, 1) != 0 }
                }
            if loaded {
                source = .file(file)
            } else {
                warn("fonts: cannot load \(file.path); using the built-in configuration")
            }
        }
        let builtInLoaded =
            source != .builtIn
            || viewlab_fonts_conf().withMemoryRebound(to: FcChar8.self, capacity: 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1) != 0
            }
        if !builtInLoaded {
            warn("fonts: the built-in fontconfig configuration did not load; using the machine's")
            FcConfigDestroy(config)
            return .system
        }
        FcConfigBuildFonts(config)
        // The configuration lives as long as the process (it is never destroyed: fontconfig and
        // pango keep using the current one).
        FcConfigSetCurrent(config)
        return source
    }

    /// The expected families that fontconfig cannot find, each said once on stderr.
    private static func reportMissingFamilies() -> [String] {
        var missing: [String] = []
        for (family, package) in expectedFamilies {
            guard let pattern = FcPatternCreate() else { continue }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
            }
            guard let set = FcFontList(nil, pattern, nil) else { continue }
            defer { FcFontSetDestroy(set) }
            if set.pointee.nfont == 0 {
                missing.append(family)
                warn(
                    "fonts: '\(family)' is not installed (Debian: \(package)); text set in it falls back to another font"
                )
            }
        }
        return missing
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("viewlab: warning: \(message)\n".utf8))
    }

    private static let lock = NSRecursiveLock()
    /// Created on first use; only touched under `lock`.
    nonisolated(unsafe) private static var sharedState: State?  // guarded by `lock`

    /// Runs `body` with the shared pango state, holding the text-system lock.
    public static func withLock<R>(_ body: (State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        if sharedState == nil { sharedState = State() }
        return try body(sharedState!)
    }
}
