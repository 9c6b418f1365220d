import CoreGraphics
import XCTest

/// A transparent 8-bit premultiplied BGRA bitmap context (bottom-left origin) owning its memory.
func makeBitmap(_ width: Int, _ height: Int, file: StaticString = #filePath, line: UInt = #line) -> CGContext {
    let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
    else {
        XCTFail("could not create a \(width)x\(height) context", file: file, line: line)
        fatalError("no context")
    }
    return context
}

/// A pixel as straight RGBA bytes, (x, y) from the image's top-left.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "(\(r), \(g), \(b), \(a))" }

    func isClose(to other: RGBA, tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }
}

extension CGContext {
    /// The pixel at (x, y) counted from the top-left of the bitmap.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        guard let image = makeImage() else { return RGBA(-1, -1, -1, -1) }
        let p = image.pixel(x: x, y: y)
        return RGBA(Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }
}

func assertPixel(
    _ context: CGContext, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0,
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = context.pixel(x, y)
    XCTAssert(
        actual.isClose(to: expected, tolerance: tolerance),
        "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)",
        file: file, line: line)
}

let opaqueRed = RGBA(255, 0, 0, 255), opaqueBlue = RGBA(0, 0, 255, 255), transparent = RGBA(0, 0, 0, 0)
