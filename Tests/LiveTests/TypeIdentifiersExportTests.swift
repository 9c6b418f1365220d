import Foundation
import TestSupport
import XCTest

/// Idioms of image viewers and pickers, in our own words, through the real
/// `viewlab export --package`: a GIF check with MobileCoreServices (`UTTypeConformsTo`,
/// `kUTTypeGIF`, `UTTypeCreatePreferredIdentifierForTag(…).takeRetainedValue()`), the
/// UniformTypeIdentifiers structure (`UTType(filenameExtension:)`, `conforms(to:)`,
/// `preferredMIMEType`), and a picker's `mediaTypes` as identifiers.
final class TypeIdentifiersExportTests: XCTestCase {
    static let viewer = """
        import UIKit
        import MobileCoreServices
        import UniformTypeIdentifiers

        enum MediaKind {
            static func isAnimatedImage(named name: String) -> Bool {
                let ext = (name as NSString).pathExtension
                guard let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, ext as CFString, nil)?.takeRetainedValue() else { return false }
                return UTTypeConformsTo(uti, kUTTypeGIF)
            }

            static func uploadMIME(forExtension ext: String) -> String {
                UTType(filenameExtension: ext)?.preferredMIMEType ?? "application/octet-stream"
            }
        }

        func checks() -> [Bool] {
            [MediaKind.isAnimatedImage(named: "party.gif") && !MediaKind.isAnimatedImage(named: "cat.png"),
             MediaKind.uploadMIME(forExtension: "JPG") == "image/jpeg" && MediaKind.uploadMIME(forExtension: "zzz") == "application/octet-stream",
             UTType.heic.conforms(to: .image) && !UTType.plainText.conforms(to: .image),
             [UTType.image.identifier, kUTTypeMovie as String] == ["public.image", "public.movie"]]
        }

        #Preview("Types", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            for (index, ok) in checks().enumerated() {
                let quadrant = UIView(frame: CGRect(x: CGFloat(index % 2) * 30, y: CGFloat(index / 2) * 30, width: 30, height: 30))
                quadrant.backgroundColor = ok ? .systemGreen : .systemRed
                view.addSubview(quadrant)
            }
            return view
        }

        """

    func testTypeIdentifierIdiomsCompileAndAnswerAsOnIOS() throws {
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-utis-pkg", out: "viewlab-utis-out", name: "Media",
            targets: ["Media": ["Viewer.swift": Self.viewer]])
        XCTAssertEqual(result.status, 0, result.stderr)
        let types = out.appendingPathComponent("Viewer/Types.light-portrait.png")
        for (name, x, y) in [
            ("a GIF by extension", 15, 15), ("MIME types", 45, 15), ("conformance", 15, 45),
            ("picker media types", 45, 45),
        ] {
            XCTAssertEqual(try colour(types, x: x, y: y), [0x34, 0xC7, 0x59], name)
        }
    }
}
