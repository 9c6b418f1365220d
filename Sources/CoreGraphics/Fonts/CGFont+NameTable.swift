import Foundation

/// The PostScript name of a font file's first face, read from its `name` table (Microsoft/Apple
/// *OpenType specification*, "name — Naming Table": name ID 6 is the PostScript name; the table
/// directory is at offset 12 of the file, or of the first font of a `ttcf` collection).
extension CGFont {
    static func postScriptName(inFontData data: Data) -> String? {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? {
            at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }; return high << 16 | low
        }
        guard var font = u32(0) else { return nil }
        var start = 0
        if font == 0x7474_6366 {  // 'ttcf': the first font of the collection
            guard let first = u32(12) else { return nil }
            start = first
            guard let tag = u32(start) else { return nil }
            font = tag
        }
        // 1.0, 'OTTO', 'true'
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(font), let tables = u16(start + 4) else { return nil }
        for table in 0..<tables {
            let record = start + 12 + table * 16
            guard u32(record) == 0x6E61_6D65, let offset = u32(record + 8) else { continue }  // 'name'
            guard let count = u16(offset + 2), let strings = u16(offset + 4) else { return nil }
            for entry in 0..<count {
                let at = offset + 6 + entry * 12
                guard let platform = u16(at), u16(at + 6) == 6, let length = u16(at + 8), let position = u16(at + 10)
                else { continue }
                let begin = offset + strings + position
                guard begin + length <= bytes.count else { continue }
                let raw = Array(bytes[begin..<begin + length])
                let text =
                    platform == 1
                    ? String(decoding: raw, as: UTF8.self)
                    : String(
                        decoding: stride(from: 0, to: raw.count - 1, by: 2).map {
                            UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                        }, as: UTF16.self)
                if !text.isEmpty { return text }
            }
            return nil
        }
        return nil
    }
}
