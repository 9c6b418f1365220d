import Foundation

/// What a process that trapped left to say where: the first frame of the Swift runtime's
/// backtrace (`SWIFT_BACKTRACE=…,output-to=FILE`) that is the user's code — not the Swift
/// runtime, the C library, Foundation, or ViewLab's own executable — with its file and line.
///
/// The runtime writes a crash as `*** Program crashed: Illegal instruction at 0x… ***`, then one
/// line a frame: `  2 [ra] 0x… Dot.draw(_:) + 202 in Live_Dot_1.so at /tmp/Dot.swift:4:31`
/// (the Swift 5.9 backtracer's text format; user modules compiled with `#sourceLocation` name
/// the user's file; a library built without debug information gives no file and line).
struct TrapReport: Equatable {
    /// `Illegal instruction`, from the banner line.
    var reason: String?
    /// `Dot.draw(_:)`.
    var function: String?
    /// `Dot.swift:4` (the file's last component and the line), when the image has debug information.
    var place: String?

    /// Reads a backtrace text; `executable` is the name of the image to skip (the shell's own).
    init(backtrace text: String, executable: String) {
        for line in text.split(separator: "\n") {
            if reason == nil, let range = line.range(of: "Program crashed: ") {
                let rest = line[range.upperBound...]
                reason = String(rest.prefix { $0 != "*" }.split(separator: " at 0x").first ?? rest).trimmingCharacters(
                    in: .whitespaces)
                continue
            }
            guard function == nil, let frame = TrapReport.frame(String(line)) else { continue }
            let system = ["libswift", "libc.so", "libc-", "libFoundation", "libdispatch", "libXCTest", "ld-linux"]
            if frame.image == executable || system.contains(where: frame.image.hasPrefix) { continue }
            function = frame.function
            place = frame.place
        }
    }

    /// `(function, image, file:line)` of a frame line (the place nil when the image has no
    /// debug information), nil for other lines.
    private static func frame(_ line: String) -> (function: String, image: String, place: String?)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, first.isNumber,
            let address = trimmed.range(of: " 0x")
        else { return nil }
        let rest = trimmed[address.upperBound...]
        let atRange = rest.range(of: " at /")
        let beforeAt = atRange.map { rest[..<$0.lowerBound] } ?? rest
        guard let inRange = beforeAt.range(of: " in ", options: .backwards) else { return nil }
        var function = String(beforeAt[..<inRange.lowerBound].drop { $0 != " " }.dropFirst())
        if let offset = function.range(of: " + ", options: .backwards) {
            function = String(function[..<offset.lowerBound])
        }
        let image = String(beforeAt[inRange.upperBound...])
        var place: String?
        if let atRange {
            let location = rest[atRange.upperBound...].split(separator: ":")
            if location.count >= 2 { place = ((String(location[0]) as NSString).lastPathComponent) + ":" + location[1] }
        }
        return (function, image, place)
    }

    /// `in Dot.draw(_:) at Dot.swift:4`, or what part of it is known.
    var whereText: String? {
        switch (function, place) {
        case let (function?, place?): return "in \(function) at \(place)"
        case let (nil, place?): return "at \(place)"
        case let (function?, nil): return "in \(function)"
        default: return nil
        }
    }
}
