@_spi(ViewLab) import CoreText
@_spi(ViewLab) import CoreGraphics
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
    open var string: Any? {
        willSet { willSetProperty(string, newValue) }
        didSet { didSetProperty(oldValue, string) }
    }
    open var font: Any? {
        willSet { willSetProperty(font, newValue) }
        didSet { didSetProperty(oldValue, font) }
    }
    open var fontSize: CGFloat = 36 {
        willSet { willSetProperty(fontSize, newValue) }
        didSet { didSetProperty(oldValue, fontSize) }
    }
    open var foregroundColor: CGColor? = CGColor.white {
        willSet { willSetProperty(foregroundColor, newValue) }
        didSet { didSetProperty(oldValue, foregroundColor) }
    }
    open var isWrapped = false {
        willSet { willSetProperty(isWrapped, newValue) }
        didSet { didSetProperty(oldValue, isWrapped) }
    }
    open var truncationMode: CATextLayerTruncationMode = .none {
        willSet { willSetProperty(truncationMode, newValue) }
        didSet { didSetProperty(oldValue, truncationMode) }
    }
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        willSet { willSetProperty(alignmentMode, newValue) }
        didSet { didSetProperty(oldValue, alignmentMode) }
    }
    open var allowsFontSubpixelQuantization = false

    public required init() { super.init() }

    override class var propertyTable: LayerPropertyTable { textProperties }

    /// The text layer's properties (see `LayerProperty`); every change is drawn.
    static let textProperties = LayerPropertyTable(
        inheriting: CALayer.baseProperties,
        [
            LayerProperty("string", \CATextLayer.string, .rendering),
            LayerProperty("font", \CATextLayer.font, .rendering),
            LayerProperty("fontSize", \CATextLayer.fontSize, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("foregroundColor", \CATextLayer.foregroundColor, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("isWrapped", \CATextLayer.isWrapped, key: "wrapped", .rendering, redrawsWhenSetEqual: true),
            LayerProperty("truncationMode", \CATextLayer.truncationMode, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("alignmentMode", \CATextLayer.alignmentMode, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("allowsFontSubpixelQuantization", \CATextLayer.allowsFontSubpixelQuantization),
        ])
    public override init(layer: Any) {
        super.init(layer: layer)
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
    static let systemFontNames = [
        ".SFUI", ".SF UI", "SFUI", "SF Pro Text", "SF Pro Display", "SF Pro", ".AppleSystemUIFont", "System",
    ]

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
        for apple in ["HelveticaNeue", "Helvetica Neue", "Helvetica", "Arial"] + Self.systemFontNames
        where name.hasPrefix(apple) {
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
            fontSize.isFinite, fontSize > 0, fontSize < 10_000
        else { return }
        let box = bounds.standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
        let cr = compositor.cr
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let matrix = cr.transform
        let screenScale = CGFloat((matrix.a * matrix.a + matrix.b * matrix.b).squareRoot())
        cr.withSavedState {
            cr.addRect(box)
            cr.clip()
            let width = Int((box.width * scale).rounded(.up)), height = Int((box.height * scale).rounded(.up))
            if abs(screenScale - scale) < 0.01 || max(width, height) > CGImage.maximumSide {
                compositor.setSource(color, alpha: alpha)
                showText(text, in: box, on: TextDrawingTarget(cr))
                return
            }
            guard let surface = compositor.server.offscreens.surface(width: width, height: height) else { return }
            surface.draw { backing in
                backing.scaleBy(x: Double(scale), y: Double(scale))
                backing.translateBy(x: -Double(box.minX), y: -Double(box.minY))
                backing.setSource(color, alpha: 1)
                showText(text, in: box, on: TextDrawingTarget(backing))
            }
            cr.translateBy(x: Double(box.minX), y: Double(box.minY))
            cr.scaleBy(x: 1 / Double(scale), y: 1 / Double(scale))
            cr.setSource(surface, x: 0, y: 0)
            cr.setSourceFilter(.bilinear)
            cr.paint(alpha: alpha)
            cr.setSource(red: 0, green: 0, blue: 0, alpha: 0)  // drop the pattern's hold on the surface
            compositor.server.offscreens.recycle(surface)
        }
    }

    /// Lays the text out in `box` (font, wrapping, truncation, alignment) with CoreText and shows it
    /// on `target` with the source already set.
    private func showText(_ text: String, in box: CGRect, on target: TextDrawingTarget) {
        let tracking = isSystemFont ? SystemFontTracking.points(atSize: fontSize) : 0
        let truncation: PlainTextBlock.Truncation =
            truncationMode == .none
            ? .none : truncationMode == .start ? .start : truncationMode == .middle ? .middle : .end
        let alignment: PlainTextBlock.Alignment =
            switch alignmentMode {
            case .natural: .natural
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .unknown
            }
        PlainTextBlock(
            text: text, familyAndStyle: pangoFamilyAndStyle, fontSize: fontSize, tracking: tracking,
            isWrapped: isWrapped,
            truncation: truncation, alignment: alignment
        ).show(in: box, on: target)
    }
}
