import Foundation
import Previews
import ViewLabSupport

/// The key of an exported image: a hash of everything that determines its pixels. An image whose
/// key is unchanged since the last export is the same image, so `export --incremental` keeps it.
///
/// What goes in (a change to any of these re-renders exactly the images that depend on it):
/// - **ViewLab itself** (`viewlab`): the build id of the running executable (a hash of its linked
///   contents) — the renderer, the encoder, the built-in theme and font configuration, and the
///   bundled catalog, which is compiled into it;
/// - **the preview's code**: for a preview loaded from a package (`export --package`), the hash of
///   its target's source files (`sources`); for the bundled catalog, ViewLab's identity (the code
///   is part of the executable);
/// - **the variant**: appearance, orientation, device, text size, direction, theme name, plus the
///   export's device and `--scale`, `--time`, and the preview's `.viewlabTimeline` (an animated
///   preview's length and frame rate);
/// - **the theme**: the JSON texts of the theme the image is drawn with (the preview's own
///   `.viewlabTheme`, else the variant's, else the export's, else the preferred one) and of
///   everything it inherits;
/// - **the environment** (`environment`): the font configuration and the identity (path, size,
///   modification time) of every font file fontconfig found, and of every file in the image
///   resource folders (`UIImage(named:)`, nibs).
public struct ExportKeys {
    /// ViewLab's own identity (see `ExportKeys+Identity.swift`).
    public let viewlab: String
    /// Fonts and image resources.
    public let environment: String
    /// The code key of each preview loaded from a package, by preview id.
    public var sources: [String: String]
    /// Theme keys already computed, by theme name or path.
    private var themes: [String: String] = [:]
    /// Variant descriptions already made.
    private var variants: [PreviewVariant: String] = [:]
    /// The theme of images nothing else names a theme for: the preferred one (read once).
    private lazy var preferredTheme = ThemeLoader.preferredThemeName

    public init(sources: [String: String] = [:]) {
        viewlab = Self.executableIdentity
        environment = Self.environmentIdentity
        self.sources = sources
    }

    /// The key of one job's image; `preview` is the job's preview (its own traits may pin a theme).
    public mutating func key(for job: ExportJob, preview: PreviewDescriptor?, options: ExportOptions) -> String {
        var hash = StableHash()
        hash.add(viewlab)
        hash.add(sources[job.previewID] ?? viewlab)
        hash.add(job.previewID)
        hash.add(describe(job.variant))
        hash.add(options.device.name)
        hash.add(options.scale.map { "\($0)" } ?? "device scale")
        hash.add(options.time.map { "time \($0)" } ?? "time 0")  // `export --time`: the moment drawn
        if let timeline = preview?.timeline {  // `.viewlabTimeline`: the frames recorded (still images: nothing added)
            hash.add("timeline \(timeline.seconds) s at \(timeline.framesPerSecond) fps")
        }
        hash.add(themeKey(preview?.theme ?? job.variant.themeName ?? options.theme ?? preferredTheme))
        hash.add(environment)
        return hash.hex
    }

    /// The hash of a theme's files (its own and what it inherits); a theme that does not load keys
    /// on its error (its images fail, and failures are never kept).
    private mutating func themeKey(_ name: String) -> String {
        if let known = themes[name] { return known }
        var hash = StableHash()
        do {
            try ThemeLoader.load(name).sources.forEach { hash.add($0) }
        } catch {
            hash.add("unloadable: \(error)")
        }
        themes[name] = hash.hex
        return hash.hex
    }

    /// Every field of a variant, in a stable text.
    private mutating func describe(_ variant: PreviewVariant) -> String {
        if let known = variants[variant] { return known }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = (try? encoder.encode(variant)).map { String(decoding: $0, as: UTF8.self) } ?? variant.slug
        variants[variant] = text
        return text
    }
}
