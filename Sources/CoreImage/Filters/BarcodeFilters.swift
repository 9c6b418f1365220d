import CQRencode
import CoreGraphics
import Foundation

/// Core Image's barcode generators (Apple, *Core Image Filter Reference*, `CIQRCodeGenerator`):
/// "Generates an output image representing the input data according to the ISO/IEC 18004:2006
/// standard. The width and height of each module (square dot) of the code in the output image is
/// one point." The symbol is encoded by libqrencode (the smallest version that holds the message at
/// `inputCorrectionLevel` — "L", "M" (the default), "Q" or "H" — in byte mode); black modules on
/// white, surrounded by a quiet zone of one module, as Core Image's output is observed to be (a
/// short message gives a 23 × 23 image: version 1's 21 modules and the border). The extent's
/// origin is (0, 0); components scale it up with `transformed(by:)`, which samples the symbol's
/// nearest pixel so the modules stay sharp, as scaled QR codes are on iOS.
enum BarcodeFilters {
    static let all: [FilterDefinition] = [
        FilterDefinition(
            name: "CIQRCodeGenerator", categories: [kCICategoryGenerator, kCICategoryStillImage, kCICategoryBuiltIn],
            parameters: [
                .init(key: "inputMessage", defaultValue: nil, className: "NSData"),
                .init(key: "inputCorrectionLevel", defaultValue: "M", className: "NSString"),
            ]
        ) { inputs in
            guard let message = inputs.data("inputMessage"),
                let modules = encode(message, level: inputs.string("inputCorrectionLevel") ?? "M")
            else { return nil }
            let side = modules.side + 2
            let extent = CGRect(x: 0, y: 0, width: side, height: side)
            return CIImage(extent: extent, samplesNearest: true) { rect in
                PixelBuffer(rect: rect) { x, y in
                    let column = Int(rect.minX) + x - 1
                    // Core Image's rows go up; the symbol's first row is its top
                    let row = side - 2 - (Int(rect.minY) + y)
                    guard Int(rect.minX) + x >= 0, Int(rect.minX) + x < side, Int(rect.minY) + y >= 0,
                        Int(rect.minY) + y < side
                    else { return .zero }
                    let black = modules.isBlack(column, row)
                    return black ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
                }
            }
        }
    ]

    /// A QR symbol: `side` × `side` modules, row by row from the top.
    struct Modules {
        let side: Int
        let bits: [Bool]
        func isBlack(_ column: Int, _ row: Int) -> Bool {
            column >= 0 && row >= 0 && column < side && row < side && bits[row * side + column]
        }
    }

    /// The message as a QR symbol; nil when it is too long for any version at the level.
    static func encode(_ message: Data, level: String) -> Modules? {
        let ecLevel: QRecLevel
        switch level.uppercased() {
        case "L": ecLevel = QR_ECLEVEL_L
        case "Q": ecLevel = QR_ECLEVEL_Q
        case "H": ecLevel = QR_ECLEVEL_H
        default: ecLevel = QR_ECLEVEL_M
        }
        let bytes = [UInt8](message)
        guard !bytes.isEmpty,
            let code = bytes.withUnsafeBufferPointer({ QRcode_encodeData(Int32($0.count), $0.baseAddress, 0, ecLevel) })
        else { return nil }
        defer { QRcode_free(code) }
        let side = Int(code.pointee.width)
        // bit 0 of each byte: a dark module (libqrencode's qrencode.h)
        let bits = (0..<side * side).map { code.pointee.data[$0] & 1 == 1 }
        return Modules(side: side, bits: bits)
    }
}
