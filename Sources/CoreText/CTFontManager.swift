import CoreGraphics
import Foundation

/// The scope of a registered font (Apple: `CTFontManagerScope`). ViewLab registers every font
/// for the process, whatever the scope.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Registers the fonts of the file at `fontURL` (Apple: `CTFontManagerRegisterFontsForURL`): from
/// then on `UIFont(name:size:)` finds them by PostScript name, full name or family. Returns false
/// and sets `error` (one line naming the file) when the file is not a font or is already
/// registered, as Core Text does.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    do {
        _ = try TextSystem.registerFontFile(fontURL)
        return true
    } catch let failure {
        error.map { $0.pointee = Unmanaged.passRetained(CTFontManagerError.make("\(failure)")) }
        return false
    }
}

/// Registers a font made from data (Apple: `CTFontManagerRegisterGraphicsFont`, the
/// `CGDataProvider` → `CGFont` idiom): its bytes are written to a file of the process's temporary
/// folder and registered as `CTFontManagerRegisterFontsForURL` does.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
{
    guard let data = font.fontData else {
        error.map {
            $0.pointee = Unmanaged.passRetained(
                CTFontManagerError.make(
                    "the CGFont \(font.postScriptName ?? "") was made from a name, not from font data"))
        }
        return false
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "viewlab-fonts-\(getpid())", isDirectory: true)
    let file = folder.appendingPathComponent("\(font.postScriptName ?? "font")-\(data.count).font")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: file.path) { try data.write(to: file) }
    } catch let failure {
        error.map {
            $0.pointee = Unmanaged.passRetained(
                CTFontManagerError.make("cannot write \(file.path): \(failure.localizedDescription)"))
        }
        return false
    }
    return CTFontManagerRegisterFontsForURL(file, .process, error)
}

/// Core Text's font manager errors (`kCTFontManagerErrorDomain`).
enum CTFontManagerError {
    static let domain = "com.apple.CoreText.CTFontManagerErrorDomain"

    static func make(_ message: String) -> NSError {
        NSError(
            domain: domain, code: message.contains("already registered") ? 105 : 101,
            userInfo: [NSLocalizedDescriptionKey: message])
    }
}
