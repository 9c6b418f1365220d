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

/// A value usable as `CATextLayer.font` besides a font-name `String` (UIKit's `UIFont` can adopt
/// it). Only the name counts: as in Core Animation, the size comes from `fontSize`. (ViewLab SPI.)
@_spi(ViewLab) public protocol CATextLayerFontNaming {
    var textLayerFontName: String { get }
}

/// A layer that draws a string (laid out with Pango) from its top edge.
///
/// - `string`: a `String`, or an `NSAttributedString` whose plain text is drawn (attributes are
///   not interpreted in ViewLab).
/// - `font`: a PostScript or family name (`"Helvetica-Bold"`); Helvetica, Arial and the system
///   names map to Inter. Default Helvetica. `fontSize` default 36, `foregroundColor` default white.
/// - `isWrapped` (default false) wraps at the bounds width; `truncationMode` elides what does not
///   fit in the bounds; `alignmentMode` aligns within the bounds width (`.natural` is left).
open class CATextLayer: CALayer {
    open var string: Any? { didSet { didChangeRendering() } }
    open var font: Any? { didSet { didChangeRendering() } }
    open var fontSize: CGFloat = 36 { didSet { didChangeRendering() } }
    open var foregroundColor: CGColor? = CGColor.white { didSet { didChangeRendering() } }
    open var isWrapped = false { didSet { didChangeRendering() } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { didChangeRendering() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { didChangeRendering() } }
    open var allowsFontSubpixelQuantization = false

    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
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

    /// A Pango font description string for `font` (without the size).
    var pangoFamilyAndStyle: String {
        var name: String
        switch font {
        case let text as String: name = text
        case let named as CATextLayerFontNaming: name = named.textLayerFontName
        default: name = "Helvetica"
        }
        name = name.replacingOccurrences(of: "-", with: " ")
        for apple in ["HelveticaNeue", "Helvetica Neue", "Helvetica", "Arial", ".SFUI", ".SF UI", "SFUI", "SF Pro Text", "SF Pro Display", "SF Pro", ".AppleSystemUIFont", "System"] where name.hasPrefix(apple) {
            name = "Inter" + name.dropFirst(apple.count)
            break
        }
        return name.trimmingCharacters(in: .whitespaces).isEmpty ? "Inter" : name
    }

    // MARK: - Compositing

    override func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {
        guard let text = plainText, !text.isEmpty, let color = foregroundColor, color.alpha > 0,
              fontSize.isFinite, fontSize > 0, fontSize < 10_000 else { return }
        let box = bounds.standardized
        let cr = compositor.cr
        // The shared text system: ViewLab's fonts.conf and font map (set before pango's first use).
        TextSystem.withLock { _ in }
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(pangoFamilyAndStyle)
        pango_font_description_set_absolute_size(description, Double(fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        let width = box.width.isFinite && box.width > 0 && box.width < 1e6 ? Int32(box.width * CGFloat(PANGO_SCALE)) : -1
        let needsWidth = isWrapped || truncationMode != .none || ![.natural, .left].contains(alignmentMode)
        if needsWidth, width > 0 {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if !isWrapped, needsWidth, width > 0 {
            pango_layout_set_height(layout, -1) // one line per paragraph
        }
        if truncationMode != .none, width > 0 {
            let mode: PangoEllipsizeMode = truncationMode == .start ? PANGO_ELLIPSIZE_START : truncationMode == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END
            pango_layout_set_ellipsize(layout, mode)
            if isWrapped, box.height.isFinite, box.height > 0, box.height < 1e6 {
                pango_layout_set_height(layout, Int32(box.height * CGFloat(PANGO_SCALE)))
            }
        }
        switch alignmentMode {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        cairo_save(cr)
        cairo_move_to(cr, Double(box.minX), Double(box.minY))
        compositor.setSource(color, alpha: alpha)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
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
