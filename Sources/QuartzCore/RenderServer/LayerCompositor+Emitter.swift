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
        cr.withSavedState {
            if layer.renderMode == .additive { cr.setBlendMode(.plusLighter) }
            for particle in particles {
                guard let image = particle.cell.contents.flatMap({ $0 as? CGImage }) else { continue }
                let white = whiteImages[ObjectIdentifier(image)] ?? Self.isWhite(image)
                whiteImages[ObjectIdentifier(image)] = white
                draw(particle, image: image, white: white, alpha: alpha)
            }
        }
    }

    private func draw(_ particle: Particle, image: CGImage, white: Bool, alpha: Double) {
        let cell = particle.cell
        let unit = Self.sanitizedUnitRect(cell.contentsRect) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height)
        ).integral
        let pixelsPerPoint = cell.contentsScale.isFinite && cell.contentsScale > 0 ? Double(cell.contentsScale) : 1
        let factor = particle.scale / pixelsPerPoint
        let c = particle.color
        let opacity = c.alpha * alpha
        guard factor > 0, factor.isFinite, opacity > 0, source.width > 0, source.height > 0,
            let part = image.renderSurface.subsurface(source)
        else { return }
        defer { part.destroy() }
        let tinted =
            !white && (c.red, c.green, c.blue) != (1, 1, 1)
            ? Self.tintedCopy(of: part, size: source.size, c.red, c.green, c.blue) : nil
        defer { tinted.map { $0.destroy() } }
        cr.withSavedState {
            cr.translateBy(x: Double(particle.position.x), y: Double(particle.position.y))
            cr.rotate(by: particle.angle)
            cr.scaleBy(x: factor, y: factor)
            cr.translateBy(x: -Double(source.width) / 2, y: -Double(source.height) / 2)
            let pattern = RenderPattern(surface: tinted ?? part)
            pattern.setFilter(factor * deviceScale < 0.999 ? .good : .bilinear)
            if white {
                // A white image times a colour is the colour through the image's alpha.
                cr.setSource(red: c.red, green: c.green, blue: c.blue, alpha: opacity)
                cr.paint(maskedBy: pattern)
            } else {
                cr.setSource(pattern)
                cr.paint(alpha: opacity)
            }
            pattern.destroy()
        }
    }

    /// Whether every pixel of `image` is white (premultiplied: red = green = blue = alpha), so
    /// tinting it is masking a colour with it.
    static func isWhite(_ image: CGImage) -> Bool {
        let surface = image.renderSurface
        surface.flush()
        guard surface.isARGB, let data = surface.data else { return false }
        let (width, height, stride) = (surface.width, surface.height, surface.bytesPerRow)
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
    static func tintedCopy(of surface: RenderSurface, size: CGSize, _ red: Double, _ green: Double, _ blue: Double)
        -> RenderSurface?
    {
        guard let copy = RenderSurface.make(width: Int(Int32(size.width)), height: Int(Int32(size.height))) else {
            return nil
        }
        copy.draw { context in
            context.setSource(surface, x: 0, y: 0)
            context.setBlendMode(.copy)
            context.paint()
        }
        multiplyColorChannels(of: copy, red: red, green: green, blue: blue)
        return copy
    }
}
