import CFontconfig
import Foundation

/// ViewLab: which font files the text system draws with, so a host can tell when they change
/// (incremental exports key every image on them).
extension TextSystem {
    /// The paths of the font files fontconfig found with ViewLab's configuration, sorted (starts the
    /// text system if it has not started). With the built-in configuration these are the files of
    /// the accepted families only.
    public static var fontFiles: [String] {
        withLock { _ in
            guard let set = FcConfigGetFonts(nil, FcSetSystem) else { return [] }
            var files: [String] = []
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                    files.append(String(cString: file))
                }
            }
            return files.sorted()
        }
    }
}
