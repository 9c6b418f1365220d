import CoreGraphics
import UIKit

/// The pictures the catalog's components show (`Playgrounds/Resources/product-*.png`,
/// `portrait-*.png`), drawn with UIKit and Core Graphics so that the project makes its own
/// artwork: `CatalogArtworkTests` checks the checked-in PNGs against these drawings and rewrites
/// them with `VIEWLAB_RECORD=1`.
enum CatalogArtwork {
    /// One picture: a resource name, a size in points and how to draw it.
    struct Picture: Sendable {
        var name: String
        var size: CGSize
        var draw: @Sendable (CGContext, CGSize) -> Void

        /// The picture rendered at `scale` (pixels per point).
        func image(scale: CGFloat) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext, size) }
        }
    }

    static let all: [Picture] = [
        Picture(name: "product-mug", size: CGSize(width: 200, height: 200), draw: drawMug),
        Picture(name: "product-plant", size: CGSize(width: 200, height: 200), draw: drawPlant),
        Picture(name: "portrait-ada", size: CGSize(width: 96, height: 96), draw: drawPortrait),
    ]

    static let scales: [CGFloat] = [2, 3]

    // MARK: - Helpers

    static func color(_ hex: UInt32, alpha: CGFloat = 1) -> CGColor {
        CGColor(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static func gradient(_ colors: [CGColor]) -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)!
    }

    /// Fills `path` with a vertical (or given) linear gradient.
    static func fill(_ path: CGPath, in ctx: CGContext, colors: [CGColor], from start: CGPoint, to end: CGPoint) {
        ctx.saveGState()
        ctx.addPath(path)
        ctx.clip()
        ctx.drawLinearGradient(gradient(colors), start: start, end: end, options: [])
        ctx.restoreGState()
    }

    /// A soft studio backdrop: a diagonal gradient and a floor shadow under the object.
    static func backdrop(
        _ ctx: CGContext, _ size: CGSize, _ top: UInt32, _ bottom: UInt32, shadowAt center: CGPoint, width: CGFloat
    ) {
        ctx.drawLinearGradient(
            gradient([color(top), color(bottom)]), start: .zero, end: CGPoint(x: size.width * 0.4, y: size.height),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.saveGState()
        ctx.translateBy(x: center.x, y: center.y)
        ctx.scaleBy(x: 1, y: 0.22)
        ctx.drawRadialGradient(
            gradient([color(0x000000, alpha: 0.28), color(0x000000, alpha: 0)]), startCenter: .zero, startRadius: 0,
            endCenter: .zero, endRadius: width / 2, options: [])
        ctx.restoreGState()
    }

    // MARK: - Mug

    static func drawMug(_ ctx: CGContext, _ size: CGSize) {
        backdrop(ctx, size, 0xFDE7D6, 0xF6C6B4, shadowAt: CGPoint(x: 96, y: 158), width: 150)
        let body = CGRect(x: 50, y: 62, width: 92, height: 96)
        // Handle: a thick ring on the right, behind the body.
        ctx.setLineWidth(13)
        ctx.setStrokeColor(color(0x1F7A7A))
        ctx.strokeEllipse(in: CGRect(x: 122, y: 80, width: 44, height: 52))
        // Body: straight sides, rounded bottom corners.
        let bodyPath = UIBezierPath(
            roundedRect: body, byRoundingCorners: [.bottomLeft, .bottomRight],
            cornerRadii: CGSize(width: 22, height: 22)
        ).cgPath
        fill(
            bodyPath, in: ctx, colors: [color(0x2FA7A0), color(0x2FA7A0), color(0x1C6F73)],
            from: CGPoint(x: body.minX, y: 0), to: CGPoint(x: body.maxX, y: 0))
        // A highlight down the left side.
        ctx.setFillColor(color(0xFFFFFF, alpha: 0.28))
        ctx.addPath(UIBezierPath(roundedRect: CGRect(x: 60, y: 72, width: 9, height: 70), cornerRadius: 4.5).cgPath)
        ctx.fillPath()
        // A band with a heart.
        ctx.setFillColor(color(0xFFF4E8, alpha: 0.9))
        ctx.fill(CGRect(x: body.minX, y: 100, width: body.width, height: 20))
        let heart = UIBezierPath()
        heart.move(to: CGPoint(x: 96, y: 117))
        heart.addCurve(
            to: CGPoint(x: 96, y: 105), controlPoint1: CGPoint(x: 84, y: 111), controlPoint2: CGPoint(x: 88, y: 101))
        heart.addCurve(
            to: CGPoint(x: 96, y: 117), controlPoint1: CGPoint(x: 104, y: 101), controlPoint2: CGPoint(x: 108, y: 111))
        ctx.setFillColor(color(0xE8505B))
        ctx.addPath(heart.cgPath)
        ctx.fillPath()
        // Rim: an ellipse with the coffee inside.
        ctx.setFillColor(color(0x3DBDB4))
        ctx.fillEllipse(in: CGRect(x: body.minX, y: 52, width: body.width, height: 20))
        ctx.setFillColor(color(0x5A3825))
        ctx.fillEllipse(in: CGRect(x: body.minX + 6, y: 56, width: body.width - 12, height: 13))
        ctx.setFillColor(color(0xB07A52, alpha: 0.8))
        ctx.fillEllipse(in: CGRect(x: 82, y: 59, width: 22, height: 6))
        // Steam.
        ctx.setStrokeColor(color(0xFFFFFF, alpha: 0.85))
        ctx.setLineWidth(5)
        ctx.setLineCap(.round)
        for x: CGFloat in [80, 98, 116] {
            let steam = UIBezierPath()
            steam.move(to: CGPoint(x: x, y: 46))
            steam.addCurve(
                to: CGPoint(x: x, y: 24), controlPoint1: CGPoint(x: x - 11, y: 39),
                controlPoint2: CGPoint(x: x + 11, y: 32))
            ctx.addPath(steam.cgPath)
        }
        ctx.strokePath()
    }

    // MARK: - Plant

    static func drawPlant(_ ctx: CGContext, _ size: CGSize) {
        backdrop(ctx, size, 0xE4F1E1, 0xBFDCC0, shadowAt: CGPoint(x: 100, y: 170), width: 130)
        // Leaves: rotated ellipses fanning out from the pot.
        let leaves: [(angle: CGFloat, length: CGFloat, tone: UInt32)] = [
            (-70, 78, 0x2E7D4F), (-40, 86, 0x3C9A5F), (-10, 92, 0x2E8B57), (20, 84, 0x47A96B), (50, 74, 0x2E7D4F),
            (-100, 64, 0x3C9A5F), (80, 60, 0x47A96B),
        ]
        for leaf in leaves {
            ctx.saveGState()
            ctx.translateBy(x: 100, y: 112)
            ctx.rotate(by: leaf.angle * .pi / 180)
            let rect = CGRect(x: -14, y: -leaf.length, width: 28, height: leaf.length)
            fill(
                CGPath(ellipseIn: rect, transform: nil), in: ctx, colors: [color(leaf.tone), color(0x1B5E3A)],
                from: CGPoint(x: 0, y: -leaf.length), to: .zero)
            ctx.setStrokeColor(color(0xFFFFFF, alpha: 0.35))
            ctx.setLineWidth(1.5)
            ctx.move(to: CGPoint(x: 0, y: -4))
            ctx.addLine(to: CGPoint(x: 0, y: -leaf.length + 8))
            ctx.strokePath()
            ctx.restoreGState()
        }
        // Pot: a tapered terracotta body with a rim.
        let pot = UIBezierPath()
        pot.move(to: CGPoint(x: 66, y: 118))
        pot.addLine(to: CGPoint(x: 134, y: 118))
        pot.addLine(to: CGPoint(x: 124, y: 168))
        pot.addQuadCurve(to: CGPoint(x: 76, y: 168), controlPoint: CGPoint(x: 100, y: 174))
        pot.close()
        fill(
            pot.cgPath, in: ctx, colors: [color(0xE07A4F), color(0xC9603A), color(0xA94A2C)],
            from: CGPoint(x: 66, y: 0), to: CGPoint(x: 134, y: 0))
        let rim = UIBezierPath(roundedRect: CGRect(x: 60, y: 108, width: 80, height: 16), cornerRadius: 5).cgPath
        fill(
            rim, in: ctx, colors: [color(0xEE8B5E), color(0xC65D38)], from: CGPoint(x: 0, y: 108),
            to: CGPoint(x: 0, y: 124))
    }

    // MARK: - Portrait

    static func drawPortrait(_ ctx: CGContext, _ size: CGSize) {
        ctx.drawLinearGradient(
            gradient([color(0xA7B8FF), color(0x6E7FE8)]), start: .zero, end: CGPoint(x: size.width, y: size.height),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        // Shoulders.
        fill(
            CGPath(ellipseIn: CGRect(x: 14, y: 70, width: 68, height: 56), transform: nil), in: ctx,
            colors: [color(0xF2A541), color(0xD9822B)], from: CGPoint(x: 0, y: 70), to: CGPoint(x: 0, y: 100))
        // Neck and face.
        ctx.setFillColor(color(0xE7B08A))
        ctx.fill(CGRect(x: 41, y: 56, width: 14, height: 18))
        ctx.setFillColor(color(0xF3C29E))
        ctx.fillEllipse(in: CGRect(x: 30, y: 26, width: 36, height: 40))
        // Hair: a cap over the head with a side sweep and a bun.
        ctx.setFillColor(color(0x3B2A4A))
        ctx.fillEllipse(in: CGRect(x: 52, y: 14, width: 20, height: 20))
        let hair = UIBezierPath()
        hair.move(to: CGPoint(x: 28, y: 48))
        hair.addCurve(
            to: CGPoint(x: 48, y: 20), controlPoint1: CGPoint(x: 24, y: 30), controlPoint2: CGPoint(x: 34, y: 20))
        hair.addCurve(
            to: CGPoint(x: 68, y: 48), controlPoint1: CGPoint(x: 62, y: 20), controlPoint2: CGPoint(x: 72, y: 30))
        hair.addCurve(
            to: CGPoint(x: 40, y: 32), controlPoint1: CGPoint(x: 60, y: 36), controlPoint2: CGPoint(x: 50, y: 32))
        hair.addCurve(
            to: CGPoint(x: 28, y: 48), controlPoint1: CGPoint(x: 34, y: 36), controlPoint2: CGPoint(x: 30, y: 42))
        hair.close()
        ctx.addPath(hair.cgPath)
        ctx.fillPath()
        // Eyes and a smile.
        ctx.setFillColor(color(0x2B2233))
        ctx.fillEllipse(in: CGRect(x: 39, y: 44, width: 4, height: 4))
        ctx.fillEllipse(in: CGRect(x: 53, y: 44, width: 4, height: 4))
        ctx.setStrokeColor(color(0xB5533C))
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.addArc(
            center: CGPoint(x: 48, y: 52), radius: 6, startAngle: 0.2 * .pi, endAngle: 0.8 * .pi, clockwise: false)
        ctx.strokePath()
    }
}
