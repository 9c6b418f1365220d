import CCairo
@_spi(ViewLab) import CoreGraphics
import Foundation

/// `CAEmitterLayer`: the particles alive at the time drawn (`EmitterSimulation`), each its cell's
/// `contents` centred on the particle, `contentsScale` pixels per point times the particle's scale,
/// turned by its rotation and multiplied by its colour.
extension LayerCompositor {
    /// Draws the particles of `layer` at the presentation time, or at the media clock's time when
    /// the model tree is drawn (`render(in:)`), in `renderMode`'s order and operator.
    func drawParticles(of layer: CAEmitterLayer, alpha: Double) {
        let timing = layer.modelLayer ?? layer
        let time = timing.localTime(fromMediaTime: presentationTime ?? CACurrentMediaTime())
        var particles = EmitterSimulation.particles(of: layer, atLayerTime: time, timing: timing)
        guard !particles.isEmpty else { return }
        if layer.renderMode == .oldestLast { particles.reverse() }
        var whiteImages: [ObjectIdentifier: Bool] = [:]
        cairo_save(cr)
        if layer.renderMode == .additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        for particle in particles {
            guard let image = particle.cell.contents.flatMap({ $0 as? CGImage }) else { continue }
            let white = whiteImages[ObjectIdentifier(image)] ?? Self.isWhite(image)
            whiteImages[ObjectIdentifier(image)] = white
            draw(particle, image: image, white: white, alpha: alpha)
        }
        cairo_restore(cr)
    }

    private func draw(_ particle: Particle, image: CGImage, white: Bool, alpha: Double) {
        let cell = particle.cell
        let unit = Self.sanitizedUnitRect(cell.contentsRect) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height)).integral
        let pixelsPerPoint = cell.contentsScale.isFinite && cell.contentsScale > 0 ? Double(cell.contentsScale) : 1
        let factor = particle.scale / pixelsPerPoint
        let c = particle.color
        let opacity = c.alpha * alpha
        guard factor > 0, factor.isFinite, opacity > 0, source.width > 0, source.height > 0,
              let part = cairo_surface_create_for_rectangle(image.surface, Double(source.minX), Double(source.minY),
                                                             Double(source.width), Double(source.height)) else { return }
        defer { cairo_surface_destroy(part) }
        let tinted = !white && (c.red, c.green, c.blue) != (1, 1, 1) ? Self.tintedCopy(of: part, size: source.size, c.red, c.green, c.blue) : nil
        defer { tinted.map { cairo_surface_destroy($0) } }
        cairo_save(cr)
        cairo_translate(cr, Double(particle.position.x), Double(particle.position.y))
        cairo_rotate(cr, particle.angle)
        cairo_scale(cr, factor, factor)
        cairo_translate(cr, -Double(source.width) / 2, -Double(source.height) / 2)
        let pattern = cairo_pattern_create_for_surface(tinted ?? part)!
        cairo_pattern_set_filter(pattern, factor * deviceScale < 0.999 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
        if white {
            // A white image times a colour is the colour through the image's alpha.
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Whether every pixel of `image` is white (premultiplied: red = green = blue = alpha), so
    /// tinting it is masking a colour with it.
    static func isWhite(_ image: CGImage) -> Bool {
        let surface = image.surface
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) else { return false }
        let (width, height, stride) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)),
                                       Int(cairo_image_surface_get_stride(surface)))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x], a = p >> 24
                guard p >> 16 & 0xFF == a, p >> 8 & 0xFF == a, p & 0xFF == a else { return false }
            }
        }
        return true
    }

    /// A new surface holding `surface` with its colour channels multiplied by the factors.
    static func tintedCopy(of surface: OpaquePointer, size: CGSize, _ red: Double, _ green: Double, _ blue: Double) -> OpaquePointer? {
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)) else { return nil }
        let context = cairo_create(copy)!
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        multiplyColorChannels(of: copy, red: red, green: green, blue: blue)
        return copy
    }
}
