import CoreGraphics
import XCTest

/// Caller-owned memory in the layouts learners use, read back byte by byte.
final class CGBitmapContextTests: XCTestCase {
    func testRGBAPremultipliedLastWritesCallerMemory() throws {
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try bytes.withUnsafeMutableBytes { raw in
            let ctx = try XCTUnwrap(
                CGContext(
                    data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            XCTAssertEqual(ctx.alphaInfo, .premultipliedLast)
            XCTAssertEqual(ctx.bytesPerRow, 16)
            ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // bottom row, left half
            // Synchronised after the drawing call: no flush needed to see it in our buffer.
            let bottomLeft = Array(raw[48..<52])
            XCTAssertEqual(bottomLeft.map(Int.init), [128, 64, 0, 128].map { $0 }, accuracy: 1)
            XCTAssertEqual(Array(raw[56..<60]), [0, 0, 0, 0])
            XCTAssertEqual(ctx.data, raw.baseAddress)
            // Each call syncs the pixels it touched; earlier results stay.
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 3, y: 3, width: 1, height: 1))  // top-right pixel
            XCTAssertEqual(Array(raw[12..<16]), [0, 0, 255, 255])
            XCTAssertEqual(Array(raw[48..<52]).map(Int.init), [128, 64, 0, 128], accuracy: 1)
            ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(Array(raw[48..<52]), [0, 0, 0, 0])
        }
    }

    func testBGRAPremultipliedFirstLittleEndianIsDrawnInPlace() throws {
        let width = 3, height = 2, rowBytes = 16
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        // Pre-existing content is kept: an opaque green pixel at the top-left.
        memory.storeBytes(of: 0xFF00_FF00 as UInt32, toByteOffset: 0, as: UInt32.self)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let ctx = try XCTUnwrap(
            CGContext(
                data: memory, width: width, height: height, bitsPerComponent: 8, bytesPerRow: rowBytes,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))  // bottom-right pixel
        let bytes = UnsafeRawBufferPointer(start: memory, count: rowBytes * height)
        XCTAssertEqual(Array(bytes[(rowBytes + 8)..<(rowBytes + 12)]), [0, 0, 255, 255])  // B G R A
        XCTAssertEqual(Array(bytes[0..<4]), [0, 255, 0, 255])
        XCTAssertEqual(ctx.makeImage()?.pixel(x: 0, y: 0).green, 255)
    }

    func testGrayContextStoresLuminance() throws {
        var bytes = [UInt8](repeating: 0, count: 8 * 2)
        try bytes.withUnsafeMutableBytes { raw in
            let ctx = try XCTUnwrap(
                CGContext(
                    data: raw.baseAddress, width: 8, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
            XCTAssertEqual(ctx.bitsPerPixel, 8)
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            ctx.setFillColor(gray: 1, alpha: 0.5)  // composited onto the opaque black background
            ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 2))
            XCTAssertEqual(Int(raw[0]), 128, accuracy: 1)
            XCTAssertEqual(Int(raw[7]), 128, accuracy: 1)
            let image = try XCTUnwrap(ctx.makeImage())
            XCTAssertEqual(image.colorSpace?.model, .monochrome)
            XCTAssertEqual(image.pixel(x: 1, y: 1).alpha, 255)
            XCTAssertEqual(Int(image.pixel(x: 1, y: 1).red), 128, accuracy: 1)
        }
        XCTAssertNil(
            CGContext(
                data: nil, width: 8, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testOwnMemoryRGBAIsReadableThroughData() throws {
        let ctx = try XCTUnwrap(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))  // top-left in the image
        let data = try XCTUnwrap(ctx.data)
        let bytes = UnsafeRawBufferPointer(start: data, count: 16)
        XCTAssertEqual(Array(bytes[0..<4]), [0, 0, 255, 255])
        XCTAssertEqual(Array(bytes[4..<8]), [0, 0, 0, 255])  // opaque black: the skipped byte is 255
        XCTAssertEqual(ctx.makeImage()?.alphaInfo, .noneSkipFirst)
    }

    func testImageCropAndMetadata() throws {
        let ctx = makeBitmap(10, 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try XCTUnwrap(ctx.makeImage())
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.bytesPerRow, 40)
        XCTAssertEqual(image.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(image.bitmapInfo, CGBitmapInfo(alphaInfo: .premultipliedFirst, byteOrder: .order32Little))
        let crop = try XCTUnwrap(image.cropping(to: CGRect(x: 3, y: 3, width: 4, height: 4)))
        XCTAssertEqual(crop.width, 4)
        XCTAssertEqual(crop.pixel(x: 0, y: 3).alpha, 255)
        XCTAssertEqual(crop.pixel(x: 3, y: 0).alpha, 0)
        XCTAssertNil(image.cropping(to: CGRect(x: 20, y: 20, width: 4, height: 4)))
        XCTAssertNil(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)))
        // A tile at the bottom right (Apple: the intersection of the rectangle with the image),
        // as an effect cuts a snapshot into tiles: its last row ends where the image's pixels end.
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 9, y: 0, width: 1, height: 1))
        let corner = try XCTUnwrap(image.cropping(to: CGRect(x: 7, y: 7, width: 3, height: 3)))
        XCTAssertEqual([corner.width, corner.height], [3, 3])
        let tile = try XCTUnwrap(ctx.makeImage()?.cropping(to: CGRect(x: 6, y: 6, width: 5, height: 5)))
        XCTAssertEqual([tile.width, tile.height], [4, 4])
        XCTAssertEqual(tile.pixel(x: 3, y: 3).alpha, 255, "the blue corner pixel, the last of the image")
        // A snapshot does not change when drawing continues.
        ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(image.pixel(x: 8, y: 2).alpha, 0)
    }
}

private func XCTAssertEqual(_ a: [Int], _ b: [Int], accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= accuracy }, "\(a) ≠ \(b) ±\(accuracy)", file: file,
        line: line)
}
