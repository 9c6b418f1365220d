// TEMPORARY (branch `png`): the pieces of Core Graphics state that image drawing needs and that
// branch `cg` is rewriting. At merge, delete this file; `CGContext+Image.swift` then needs only
// two internal members on the real CGContext (so that blend mode, shadow and bitmap syncing
// apply through branch cg's drawing pipeline):
//     var imageDrawingAlpha: CGFloat { state.alpha }
//     func renderImageOperation(extents: CGRect?, _ draw: (OpaquePointer) -> Void) {
//         render(extents: extents ?? clipDeviceExtents, clipShadowSourceToClip: extents == nil, draw)
//     }
// (`CGBlendMode`, `setBlendMode(_:)`, `CGInterpolationQuality` and `interpolationQuality` come
// from branch `cg`.)
import CCairo
import Foundation

/// How source pixels are composited with the destination (the Porter–Duff and separable modes
/// cairo has; the rest fall back to `normal`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    /// The cairo operator for this mode.
    @_spi(ViewLab) public var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

/// How much care Core Graphics takes when it resamples an image.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

/// Where `interpolationQuality` is kept until branch `cg` gives it a place in the graphics state.
private let interpolationKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

extension CGContext {
    /// Sets how colours are composited (saved and restored with the graphics state).
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, mode.cairoOperator) }

    /// The resampling quality for images drawn into this context.
    public var interpolationQuality: CGInterpolationQuality {
        get {
            let stored = Int(bitPattern: cairo_get_user_data(cairo, interpolationKey))
            return stored == 0 ? .default : CGInterpolationQuality(rawValue: Int32(stored - 1)) ?? .default
        }
        set { cairo_set_user_data(cairo, interpolationKey, UnsafeMutableRawPointer(bitPattern: Int(newValue.rawValue) + 1), nil) }
    }

    /// The context's global alpha (`setAlpha(_:)`), applied to drawn images.
    var imageDrawingAlpha: CGFloat { state.alpha }

    /// Runs one image-drawing operation on cairo. `extents` bounds it in device space (nil: it
    /// covers the clip, as tiling does). Here the blend mode already lives in cairo's operator,
    /// so `draw` simply runs on the context's own cairo context.
    func renderImageOperation(extents: CGRect?, _ draw: (OpaquePointer) -> Void) {
        cairo_save(cairo)
        draw(cairo)
        cairo_restore(cairo)
    }
}
