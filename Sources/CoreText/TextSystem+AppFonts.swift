import CFontconfig
import Foundation

/// ViewLab: fonts an app (or a library) registers at run time from its own files — what
/// `CTFontManagerRegisterFontsForURL` and `CTFontManagerRegisterGraphicsFont` do on iOS — added
/// to fontconfig's current configuration as application fonts (`FcConfigAppFontAddFile`), so
/// pango finds their families from then on.
extension TextSystem {
    /// One face of a registered file.
    public struct RegisteredFace: Equatable, Sendable {
        public var family: String
        public var postScriptName: String
        public var fullName: String
        /// The OpenType weight (100…900).
        public var weight: Int
        public var isItalic: Bool
    }

    /// The faces registered so far, in registration order.
    public static var registeredFaces: [RegisteredFace] {
        withLock { _ in appFonts }
    }

    /// Registers the font file at `url` (TrueType, OpenType or a collection) and returns its
    /// faces. Throws a one-line message when the file is not a font fontconfig can read, or was
    /// registered already (Core Text's `kCTFontManagerErrorAlreadyRegistered`).
    public static func registerFontFile(_ url: URL) throws -> [RegisteredFace] {
        let path = url.standardizedFileURL.path
        return try withLock { _ in
            guard !appFontFiles.contains(path) else { throw AppFontError("\(path): the font is already registered") }
            var count: Int32 = 0
            var faces: [RegisteredFace] = []
            var index: UInt32 = 0
            repeat {
                guard
                    let pattern = path.withCString({
                        FcFreeTypeQuery(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), index, nil, &count)
                    })
                else { break }
                defer { FcPatternDestroy(pattern) }
                if let face = face(of: pattern) { faces.append(face) }
                index += 1
            } while index < UInt32(max(count, 0))
            guard !faces.isEmpty else { throw AppFontError("\(path): not a font file (fontconfig cannot read it)") }
            let added = path.withCString {
                FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
            }
            guard added != 0 else { throw AppFontError("\(path): fontconfig did not add the font") }
            appFontFiles.insert(path)
            appFonts += faces
            return faces
        }
    }

    /// A face's names, weight and slant from its fontconfig pattern.
    private static func face(of pattern: OpaquePointer) -> RegisteredFace? {
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ key: String) -> Int32? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch ? value : nil
        }
        guard let family = string(FC_FAMILY) else { return nil }
        let postScript = string(FC_POSTSCRIPT_NAME) ?? family.replacingOccurrences(of: " ", with: "")
        let weight = Int(FcWeightToOpenType(integer(FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR)))
        return RegisteredFace(
            family: family, postScriptName: postScript, fullName: string(FC_FULLNAME) ?? postScript,
            weight: weight, isItalic: (integer(FC_SLANT) ?? Int32(FC_SLANT_ROMAN)) != Int32(FC_SLANT_ROMAN))
    }

    /// The registered faces and files; only touched under the text-system lock.
    nonisolated(unsafe) private static var appFonts: [RegisteredFace] = []  // guarded by `withLock`
    nonisolated(unsafe) private static var appFontFiles: Set<String> = []  // guarded by `withLock`
}

/// Why a font file could not be registered (one line).
public struct AppFontError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
