@_spi(ViewLab) import CoreGraphics
import Foundation
@_spi(ViewLab) @testable import QuartzCore
import XCTest

/// Shared helpers for the QuartzCore tests.
enum LayerTest {

    /// Renders `layer` (in its own space) into a top-left-origin context of `size` points at `scale`.
    static func render(_ layer: CALayer, size: CGSize, scale: CGFloat = 2, background: CGColor? = CGColor.white)
        -> CGImage
    {
        let ctx = context(size: size, scale: scale, background: background)
        layer.render(in: ctx)
        return ctx.makeImage()!
    }

    /// Composites like `render` with debug colouring, and returns the off-screen passes too.
    static func renderFrame(
        _ layer: CALayer, size: CGSize, scale: CGFloat = 2, background: CGColor? = CGColor.white,
        debug: CompositorDebugOptions = []
    ) -> (image: CGImage, passes: [OffscreenPass]) {
        let ctx = context(size: size, scale: scale, background: background)
        let passes = LayerCompositor.commitAndRender(layer, in: ctx, debug: debug)
        return (ctx.makeImage()!, passes)
    }

    private static func context(size: CGSize, scale: CGFloat, background: CGColor?) -> CGContext {
        let ctx = CGContext(flippedSize: size, scale: scale)!
        if let background {
            ctx.setFillColor(background)
            ctx.fill(CGRect(origin: .zero, size: size))
        }
        return ctx
    }

    /// A layer of `frame` filled with `color`.
    static func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A root container of `size` for a scene.
    static func root(_ size: CGSize) -> CALayer { layer(CGRect(origin: .zero, size: size)) }

    /// An image of `width`×`height` pixels with four coloured quadrants: red top-left, green
    /// top-right, blue bottom-left, yellow bottom-right — orientation is visible at a glance.
    static func quadrantImage(width: Int, height: Int) -> CGImage {
        let ctx = CGContext(flippedSize: CGSize(width: width, height: height), scale: 1)!
        let (w, h) = (CGFloat(width) / 2, CGFloat(height) / 2)
        let colors: [(CGRect, CGColor)] = [
            (CGRect(x: 0, y: 0, width: w, height: h), .red), (CGRect(x: w, y: 0, width: w, height: h), .green),
            (CGRect(x: 0, y: h, width: w, height: h), .blue), (CGRect(x: w, y: h, width: w, height: h), .yellow),
        ]
        for (rect, color) in colors {
            ctx.setFillColor(color)
            ctx.fill(rect)
        }
        return ctx.makeImage()!
    }

    /// A 30×30 px nine-part image: 10 px red corners, blue edges, yellow centre.
    static func ninePartImage() -> CGImage {
        let ctx = CGContext(flippedSize: CGSize(width: 30, height: 30), scale: 1)!
        for i in 0..<3 {
            for j in 0..<3 {
                ctx.setFillColor(i == 1 && j == 1 ? .yellow : (i == 1 || j == 1) ? .blue : .red)
                ctx.fill(CGRect(x: i * 10, y: j * 10, width: 10, height: 10))
            }
        }
        return ctx.makeImage()!
    }

    /// Straight RGBA of the pixel at point `p` (scale 2 images).
    static func pixel(_ image: CGImage, _ p: CGPoint, scale: CGFloat = 2) -> (
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    ) {
        image.pixel(x: Int(p.x * scale), y: Int(p.y * scale))
    }
}

extension CGColor {
    static let red = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let green = CGColor(red: 0.1, green: 0.75, blue: 0.2, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    static let yellow = CGColor(red: 0.95, green: 0.85, blue: 0.1, alpha: 1)
    static let gray = CGColor(gray: 0.6, alpha: 1)
}

/// Asserts two numbers are within `accuracy`.
func assertClose(
    _ a: CGFloat, _ b: CGFloat, _ accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(a, b, accuracy: accuracy, message, file: file, line: line)
}

func assertClose(
    _ a: CGRect, _ b: CGRect, _ accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line
) {
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) ≠ \(b)", file: file, line: line)
    }
}

func assertClose(
    _ a: CGPoint, _ b: CGPoint, _ accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "\(a) ≠ \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "\(a) ≠ \(b)", file: file, line: line)
}

extension LayerCompositor {
    /// What a renderer does for a frame: a commit (`commitForRendering`), then a composite with a
    /// fresh render server (the compositor itself never commits).
    @discardableResult
    static func commitAndRender(
        _ layer: CALayer, in ctx: CGContext, debug: CompositorDebugOptions = [],
        presentationTime: CFTimeInterval? = nil
    ) -> [OffscreenPass] {
        layer.commitForRendering()
        return render(layer, in: ctx, server: RenderServer(), debug: debug, presentationTime: presentationTime)
    }

    /// The same for a damage render (`render(_:in:server:damage:…)`).
    @discardableResult
    static func commitAndRender(_ layer: CALayer, in ctx: CGContext, damage: [CGRect]) -> [OffscreenPass] {
        layer.commitForRendering()
        return render(layer, in: ctx, server: RenderServer(), damage: damage)
    }
}
