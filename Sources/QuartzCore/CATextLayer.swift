@_spi(ViewLab) import CoreText
@_spi(ViewLab) import CoreGraphics
import CCairo
import CPangoCairo
import Foundation

/// How `CATextLayer` aligns lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where `CATextLayer` elides text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A value usable as `CATextLayer.font` besides a font-name `String` (UIKit's `UIFont` adopts
/// it). Only the face counts: as in Core Animation, the size comes from `fontSize`. (ViewLab SPI.)
@_spi(ViewLab) public protocol CATextLayerFontNaming {
    /// The face as a Pango font description string without a size (`Inter Semi-Bold`), used as is.
    var textLayerFontName: String { get }
    /// Whether the font is the system font, which Core Text tracks by San Francisco's table
    /// (`SystemFontTracking`); false by default.
    var textLayerIsSystemFont: Bool { get }
}

extension CATextLayerFontNaming {
    public var textLayerIsSystemFont: Bool { false }
}

/// A layer that draws a string (laid out with Pango) from its top edge.
///
/// - `string`: a `String`, or an `NSAttributedString` whose plain text is drawn (attributes are
///   not interpreted in ViewLab).
/// - `font`: a PostScript or family name (`"Helvetica-Bold"`) or a `CGFont` made from one; Helvetica, Arial and the system
///   names map to Inter. Default Helvetica. `fontSize` default 36, `foregroundColor` default white.
/// - `isWrapped` (default false) wraps at the bounds width; `truncationMode` elides what does not
///   fit in the bounds; `alignmentMode` aligns within the bounds width (`.natural` is left).
open class CATextLayer: CALayer {
    open var string: Any? { willSet { willChange(string, to: newValue) } didSet { didChangeRendering() } }
    open var font: Any? { willSet { willChange(font, to: newValue) } didSet { didChangeRendering() } }
    open var fontSize: CGFloat = 36 { willSet { willChange(fontSize, to: newValue) } didSet { didChangeRendering() } }
    open var foregroundColor: CGColor? = CGColor.white { willSet { willChange(foregroundColor, to: newValue) } didSet { didChangeRendering() } }
    open var isWrapped = false { willSet { willChange(isWrapped, to: newValue) } didSet { didChangeRendering() } }
    open var truncationMode: CATextLayerTruncationMode = .none { willSet { willChange(truncationMode, to: newValue) } didSet { didChangeRendering() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { willSet { willChange(alignmentMode, to: newValue) } didSet { didChangeRendering() } }
    open var allowsFontSubpixelQuantization = false

    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func takeState(from layer: CALayer) {
        super.takeState(from: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text to draw.
    var plainText: String? {
        switch string {
        case let text as String: return text
        case let text as NSAttributedString: return text.string
        case let text as CustomStringConvertible: return text.description
        default: return nil
        }
    }

    /// The names of San Francisco, the system font (a `String` or `CGFont` naming it), which
    /// ViewLab draws with Inter and tracks by San Francisco's table.
    static let systemFontNames = [".SFUI", ".SF UI", "SFUI", "SF Pro Text", "SF Pro Display", "SF Pro", ".AppleSystemUIFont", "System"]

    /// Whether `font` is the system font: Core Text then applies San Francisco's tracking table at
    /// `fontSize` (HIG *Typography*), as it does for `UILabel` text (Helvetica, the default, has none).
    var isSystemFont: Bool {
        switch font {
        case let named as CATextLayerFontNaming: return named.textLayerIsSystemFont
        case let text as String: return Self.systemFontNames.contains { text.hasPrefix($0) }
        case let face as CGFont: return Self.systemFontNames.contains { (face.postScriptName ?? "").hasPrefix($0) }
        default: return false
        }
    }

    /// A Pango font description string for `font` (without the size).
    var pangoFamilyAndStyle: String {
        var name: String
        switch font {
        case let text as String: name = text
        case let named as CATextLayerFontNaming: return named.textLayerFontName
        case let face as CGFont: name = face.postScriptName ?? "Helvetica"
        default: name = "Helvetica"
        }
        name = name.replacingOccurrences(of: "-", with: " ")
        for apple in ["HelveticaNeue", "Helvetica Neue", "Helvetica", "Arial"] + Self.systemFontNames where name.hasPrefix(apple) {
            name = "Inter" + name.dropFirst(apple.count)
            break
        }
        return name.trimmingCharacters(in: .whitespaces).isEmpty ? "Inter" : name
    }

    // MARK: - Compositing

    /// Draws the text as Core Animation does: into the layer's backing store, a bitmap of `bounds` ×
    /// `contentsScale` pixels, so text is clipped to the bounds, and a text layer you create (whose
    /// `contentsScale` is 1, as for every new layer) is **blurry on a Retina screen** until you set
    /// `contentsScale = UIScreen.main.scale` (Apple, CALayer `contentsScale`: "the default value is
    /// 1.0… for layers you create yourself, you must set the value yourself"; the classic CATextLayer
    /// advice). When `contentsScale` matches the screen the text is drawn straight onto it, clipped.
    override func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {
        guard let text = plainText, !text.isEmpty, let color = foregroundColor, color.alpha > 0,
              fontSize.isFinite, fontSize > 0, fontSize < 10_000 else { return }
        let box = bounds.standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
        let cr = compositor.cr
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let screenScale = CGFloat((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot())
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_clip(cr)
        let width = Int((box.width * scale).rounded(.up)), height = Int((box.height * scale).rounded(.up))
        if abs(screenScale - scale) < 0.01 || max(width, height) > CGImage.maximumSide {
            compositor.setSource(color, alpha: alpha)
            showText(text, in: box, on: cr)
            return
        }
        guard let surface = OffscreenPool.surface(width: width, height: height) else { return }
        let backing = cairo_create(surface)!
        cairo_scale(backing, Double(scale), Double(scale))
        cairo_translate(backing, -Double(box.minX), -Double(box.minY))
        let c = color.rgba
        cairo_set_source_rgba(backing, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        showText(text, in: box, on: backing)
        cairo_destroy(backing)
        cairo_surface_flush(surface)
        cairo_translate(cr, Double(box.minX), Double(box.minY))
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cr, alpha)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)  // drop the pattern's hold on the surface
        OffscreenPool.recycle(surface)
    }

    /// Lays the text out in `box` (font, wrapping, truncation, alignment) and shows it on `cr` with
    /// the source already set.
    private func showText(_ text: String, in box: CGRect, on cr: OpaquePointer) {
        // The shared text system: ViewLab's fonts.conf and font map (set before pango's first use).
        TextSystem.withLock { _ in }
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(pangoFamilyAndStyle)
        pango_font_description_set_absolute_size(description, Double(fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if isSystemFont, case let tracking = SystemFontTracking.points(atSize: fontSize), tracking != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * CGFloat(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let width = box.width < 1e6 ? Int32(box.width * CGFloat(PANGO_SCALE)) : -1
        let needsWidth = isWrapped || truncationMode != .none || ![.natural, .left].contains(alignmentMode)
        if needsWidth, width > 0 {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if !isWrapped, needsWidth, width > 0 {
            pango_layout_set_height(layout, -1) // one line per paragraph
        }
        var x = box.minX
        if !isWrapped, truncationMode == .none, needsWidth, width > 0 {
            // Not wrapped (Apple, `isWrapped`: "Determines whether the text is wrapped to fit
            // within the receiver's bounds", default false): a line wider than the bounds stays
            // one line, aligned as in a box as wide as the text and placed by the alignment — a
            // centred line overflows both sides, a right-aligned one the left — then clipped.
            pango_layout_set_width(layout, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let natural = max(width, logical.width)
            pango_layout_set_width(layout, natural)
            let excess = CGFloat(natural - width) / CGFloat(PANGO_SCALE)
            if alignmentMode == .center { x -= excess / 2 } else if alignmentMode == .right { x -= excess }
        }
        if truncationMode != .none, width > 0 {
            let mode: PangoEllipsizeMode = truncationMode == .start ? PANGO_ELLIPSIZE_START : truncationMode == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END
            pango_layout_set_ellipsize(layout, mode)
            if isWrapped, box.height < 1e6 {
                pango_layout_set_height(layout, Int32(box.height * CGFloat(PANGO_SCALE)))
            }
        }
        switch alignmentMode {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        cairo_move_to(cr, Double(x), Double(box.minY))
        pango_cairo_show_layout(cr, layout)
    }

    // MARK: - Key-value

    override func setLayerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fontSize": guard let n = KeyValueMath.cgFloat(value) else { return false }; fontSize = n
        case "foregroundColor": guard let c = KeyValueMath.color(value) else { return false }; foregroundColor = c
        case "string": string = value
        default: return super.setLayerValue(value, forKey: key)
        }
        return true
    }

    override func layerValue(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        case "string": return string
        default: return super.layerValue(forKey: key)
        }
    }
}
