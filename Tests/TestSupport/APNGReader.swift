import CDeflate
import Foundation

/// Reads animated PNGs by the APNG specification (https://wiki.mozilla.org/APNG_Specification),
/// independently of ViewLab's encoder, and composes every frame into a full canvas — what a
/// conforming player shows. Checks, each a thrown ``APNGReader/Failure`` naming the rule:
/// the signature and every chunk's CRC-32 (computed here); IHDR first; `acTL` before the first
/// IDAT and its `num_frames` equal to the number of `fcTL` chunks; sequence numbers of `fcTL` and
/// `fdAT` from 0 with no gaps or repeats; `fdAT` only after an `fcTL`; consecutive IDAT chunks;
/// each frame inside the canvas, the first `fcTL` (when before IDAT) the size of IHDR at (0, 0);
/// `dispose_op` and `blend_op` values; IEND last. A PNG without `acTL` reads as one frame.
///
/// Pixels: 8-bit RGB or RGBA, not interlaced (what ViewLab writes; other formats are refused),
/// all five row filters. Canvases are straight (not premultiplied) RGBA, 4 bytes a pixel.
public struct APNGReader {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// One frame as the file describes it, with the canvas after it is composed.
    public struct Frame {
        public var x: Int, y: Int, width: Int, height: Int
        public var delayNumerator: Int, delayDenominator: Int
        /// 0 NONE, 1 BACKGROUND, 2 PREVIOUS.
        public var disposeOp: UInt8
        /// 0 SOURCE, 1 OVER.
        public var blendOp: UInt8
        /// The whole canvas once this frame is rendered (straight RGBA).
        public var canvas: [UInt8]
        /// The delay in seconds (a denominator of 0 counts as 100, as the specification says).
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    public var width = 0, height = 0
    /// 2 RGB or 6 RGBA.
    public var colorType = 0
    /// `num_plays` (0: for ever); nil for a plain PNG.
    public var plays: Int?
    /// The chunk types in file order.
    public var chunkTypes: [String] = []
    public var frames: [Frame] = []
    /// Whether the default image (IDAT) is frame 0 (false: it is not part of the animation).
    public var defaultImageIsFirstFrame = true
    /// The default image (what a decoder without APNG support shows), straight RGBA.
    public var defaultImage: [UInt8] = []

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else {
            throw Failure("not a PNG signature")
        }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Failure("truncated chunk at byte \(offset)") }
            let length = Int(APNGReader.be32(bytes, offset))
            guard length <= bytes.count - offset - 12 else {
                throw Failure("chunk at byte \(offset) runs past the end")
            }
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            guard APNGReader.crc32(typeAndData) == APNGReader.be32(bytes, offset + 8 + length) else {
                throw Failure(
                    "bad CRC in chunk \(String(decoding: typeAndData[0..<4], as: UTF8.self)) at byte \(offset)")
            }
            chunks.append((String(decoding: typeAndData[0..<4], as: UTF8.self), Array(typeAndData[4...])))
            offset += length + 12
        }
        chunkTypes = chunks.map(\.type)
        try read(chunks)
    }

    private struct Control {
        var x = 0, y = 0, width = 0, height = 0, delayNumerator = 0, delayDenominator = 0
        var disposeOp: UInt8 = 0, blendOp: UInt8 = 0
        var data: [UInt8] = []
    }

    private mutating func read(_ chunks: [(type: String, data: [UInt8])]) throws {
        guard chunks.first?.type == "IHDR", let ihdr = chunks.first?.data, ihdr.count == 13 else {
            throw Failure("IHDR must come first")
        }
        guard chunks.last?.type == "IEND" else { throw Failure("IEND must come last") }
        width = Int(APNGReader.be32(ihdr, 0))
        height = Int(APNGReader.be32(ihdr, 4))
        colorType = Int(ihdr[9])
        guard width > 0, height > 0, ihdr[8] == 8, colorType == 2 || colorType == 6, ihdr[12] == 0 else {
            throw Failure(
                "only 8-bit RGB/RGBA without interlacing is read (bit depth \(ihdr[8]), colour type \(colorType), interlace \(ihdr[12]))"
            )
        }
        var declaredFrames: Int?
        var expectedSequence: UInt32 = 0
        var controls: [Control] = []
        var idat: [UInt8] = []
        var idatState = 0  // 0 before, 1 in, 2 after
        var defaultControl: Int?
        func sequence(_ data: [UInt8], _ type: String) throws {
            guard data.count >= 4 else { throw Failure("\(type) without a sequence number") }
            let number = APNGReader.be32(data, 0)
            guard number == expectedSequence else {
                throw Failure("\(type) has sequence number \(number), expected \(expectedSequence)")
            }
            expectedSequence += 1
        }
        for (index, chunk) in chunks.enumerated() where index > 0 {
            if chunk.type == "IDAT" {
                guard idatState != 2 else { throw Failure("IDAT chunks must be consecutive") }
                idatState = 1
                idat += chunk.data
                if !controls.isEmpty, defaultControl == nil { defaultControl = controls.count - 1 }
                continue
            }
            if idatState == 1 { idatState = 2 }
            switch chunk.type {
            case "acTL":
                guard idatState == 0 else { throw Failure("acTL must come before the first IDAT") }
                guard declaredFrames == nil, chunk.data.count == 8 else { throw Failure("one acTL of 8 bytes") }
                declaredFrames = Int(APNGReader.be32(chunk.data, 0))
                plays = Int(APNGReader.be32(chunk.data, 4))
                guard declaredFrames! > 0 else { throw Failure("num_frames 0 is not valid") }
            case "fcTL":
                guard declaredFrames != nil else { throw Failure("fcTL without acTL") }
                guard chunk.data.count == 26 else { throw Failure("fcTL must be 26 bytes") }
                try sequence(chunk.data, "fcTL")
                let d = chunk.data
                var control = Control(
                    x: Int(APNGReader.be32(d, 12)), y: Int(APNGReader.be32(d, 16)),
                    width: Int(APNGReader.be32(d, 4)), height: Int(APNGReader.be32(d, 8)),
                    delayNumerator: Int(d[20]) << 8 | Int(d[21]), delayDenominator: Int(d[22]) << 8 | Int(d[23]),
                    disposeOp: d[24], blendOp: d[25])
                guard control.width > 0, control.height > 0, control.x + control.width <= width,
                    control.y + control.height <= height
                else {
                    throw Failure(
                        "frame \(controls.count) (\(control.x),\(control.y) \(control.width)×\(control.height)) is not inside the \(width)×\(height) canvas"
                    )
                }
                guard control.disposeOp <= 2, control.blendOp <= 1 else { throw Failure("invalid dispose_op/blend_op") }
                if idatState == 0 {
                    guard control.x == 0, control.y == 0, control.width == width, control.height == height else {
                        throw Failure("the fcTL before IDAT must cover the whole canvas")
                    }
                }
                // "treated as APNG_DISPOSE_OP_BACKGROUND"
                if controls.isEmpty, control.disposeOp == 2 { control.disposeOp = 1 }
                controls.append(control)
            case "fdAT":
                try sequence(chunk.data, "fdAT")
                guard let last = controls.indices.last, last != defaultControl else {
                    throw Failure("fdAT must follow an fcTL of its own")
                }
                controls[last].data += chunk.data[4...]
            default:
                continue
            }
        }
        guard !idat.isEmpty else { throw Failure("no IDAT") }
        defaultImage = try decode(idat, width: width, height: height)
        guard let declared = declaredFrames else {
            frames = [
                Frame(
                    x: 0, y: 0, width: width, height: height, delayNumerator: 0, delayDenominator: 0, disposeOp: 0,
                    blendOp: 0, canvas: defaultImage)
            ]
            return
        }
        guard declared == controls.count else {
            throw Failure("acTL says \(declared) frames, the file has \(controls.count) fcTL chunks")
        }
        defaultImageIsFirstFrame = defaultControl == 0
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (index, control) in controls.enumerated() {
            let pixels =
                index == defaultControl
                ? defaultImage : try decode(control.data, width: control.width, height: control.height)
            let before = control.disposeOp == 2 ? canvas : []
            for row in 0..<control.height {
                for column in 0..<control.width {
                    let source = (row * control.width + column) * 4,
                        target = ((control.y + row) * width + control.x + column) * 4
                    if control.blendOp == 0 {
                        for c in 0..<4 { canvas[target + c] = pixels[source + c] }
                    } else {
                        APNGReader.over(pixels, source, &canvas, target)
                    }
                }
            }
            frames.append(
                Frame(
                    x: control.x, y: control.y, width: control.width, height: control.height,
                    delayNumerator: control.delayNumerator, delayDenominator: control.delayDenominator,
                    disposeOp: control.disposeOp, blendOp: control.blendOp, canvas: canvas))
            // Disposal happens after the frame is shown, before the next one.
            for row in 0..<control.height {
                let start = ((control.y + row) * width + control.x) * 4, end = start + control.width * 4
                switch control.disposeOp {
                case 1: for i in start..<end { canvas[i] = 0 }
                case 2: canvas.replaceSubrange(start..<end, with: before[start..<end])
                default: break
                }
            }
        }
    }

    /// The specification's APNG_BLEND_OP_OVER for straight 8-bit RGBA.
    private static func over(_ source: [UInt8], _ s: Int, _ canvas: inout [UInt8], _ t: Int) {
        let sa = Double(source[s + 3]) / 255, da = Double(canvas[t + 3]) / 255
        let outA = sa + da * (1 - sa)
        for c in 0..<3 {
            let value = outA == 0 ? 0 : (Double(source[s + c]) * sa + Double(canvas[t + c]) * da * (1 - sa)) / outA
            canvas[t + c] = UInt8(min(255, value.rounded()))
        }
        canvas[t + 3] = UInt8((outA * 255).rounded())
    }

    /// Inflates and unfilters one image of `width`×`height` into straight RGBA.
    private func decode(_ stream: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let channels = colorType == 6 ? 4 : 3, rowLength = width * channels
        var raw = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw Failure("out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == raw.count else {
            throw Failure("the zlib stream of a \(width)×\(height) frame does not inflate to its rows")
        }
        var rows = [UInt8](repeating: 0, count: rowLength * height)
        for y in 0..<height {
            let filter = raw[y * (rowLength + 1)]
            for i in 0..<rowLength {
                let x = raw[y * (rowLength + 1) + 1 + i]
                let a = i >= channels ? Int(rows[y * rowLength + i - channels]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * rowLength + i]) : 0
                let c = i >= channels && y > 0 ? Int(rows[(y - 1) * rowLength + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure("unknown row filter \(filter)")
                }
                rows[y * rowLength + i] = UInt8((Int(x) + predictor) & 0xFF)
            }
        }
        guard channels == 3 else { return rows }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<width * height { for c in 0..<3 { rgba[p * 4 + c] = rows[p * 3 + c] } }
        return rgba
    }

    static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// PNG's CRC-32 (ISO 3309), from the table in the PNG specification's annex.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
