import Foundation

/// A PNG file taken apart into chunks (for checking what the encoder wrote and for building
/// broken files). Parses leniently: stops at the first chunk that does not fit.
struct PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
        /// The CRC stored in the file (nil when built in a test).
        var storedCRC: UInt32?
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var chunks: [Chunk]

    init(chunks: [Chunk]) { self.chunks = chunks }

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunks.signature else { return nil }
        var offset = 8
        chunks = []
        while offset + 12 <= bytes.count {
            let length = Int(PNGChunks.load32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { break }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            chunks.append(Chunk(type: type, data: data, storedCRC: PNGChunks.load32(bytes, offset + 8 + length)))
            offset += length + 12
        }
    }

    var types: [String] { chunks.map(\.type) }

    func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }

    /// The file, with every CRC recomputed unless `keepStoredCRCs`.
    func data(keepStoredCRCs: Bool = false) -> Data {
        var out = PNGChunks.signature
        for chunk in chunks {
            let typeBytes = Array(chunk.type.utf8)
            out += PNGChunks.store32(UInt32(chunk.data.count))
            out += typeBytes + chunk.data
            let crc = keepStoredCRCs ? (chunk.storedCRC ?? 0) : PNGChunks.crc32(typeBytes + chunk.data)
            out += PNGChunks.store32(crc)
        }
        return Data(out)
    }

    // MARK: - Helpers

    static func load32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func store32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The IHDR fields.
    var header: (width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlace: UInt8)? {
        guard let ihdr = first("IHDR"), ihdr.data.count == 13 else { return nil }
        return (
            PNGChunks.load32(ihdr.data, 0), PNGChunks.load32(ihdr.data, 4), ihdr.data[8], ihdr.data[9], ihdr.data[12]
        )
    }

    /// The file with the IHDR's width and height replaced (CRC recomputed).
    func withSize(width: UInt32, height: UInt32) -> Data {
        var copy = self
        if let index = copy.chunks.firstIndex(where: { $0.type == "IHDR" }) {
            copy.chunks[index].data.replaceSubrange(0..<8, with: PNGChunks.store32(width) + PNGChunks.store32(height))
        }
        return copy.data()
    }
}
