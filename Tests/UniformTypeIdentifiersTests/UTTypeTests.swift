import MobileCoreServices
import UniformTypeIdentifiers
import XCTest

/// Uniform type identifiers as Apple documents them (UniformTypeIdentifiers, `UTType`; the
/// deprecated MobileCoreServices functions of `UTType.h`).
final class UTTypeTests: XCTestCase {
    /// "This initializer returns nil if the system doesn't know the type identifier."
    func testAnIdentifierTheSystemDeclaresIsATypeAndAnUnknownOneIsNil() {
        XCTAssertEqual(UTType("public.png"), .png)
        XCTAssertEqual(UTType("com.compuserve.gif")?.preferredFilenameExtension, "gif")
        XCTAssertNil(UTType("com.example.not-declared"))
    }

    /// Conformance follows the declared hierarchy, transitively; a type conforms to itself but is
    /// not its own supertype.
    func testConformanceIsTransitiveAndATypeIsNotItsOwnSupertype() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertTrue(UTType.png.conforms(to: .png))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.swiftSource.conforms(to: .plainText))
        XCTAssertTrue(UTType.heic.conforms(to: .image))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertFalse(UTType.image.isSupertype(of: .image))
        XCTAssertTrue(UTType.mpeg4Movie.isSubtype(of: .audiovisualContent))
        XCTAssertEqual(UTType.png.supertypes, [.image, .data, .item, .content])
    }

    /// Tags: extensions and MIME types, preferred first; a lookup is case-insensitive and honours
    /// the supertype; an unknown tag makes a dynamic type; an invalid one makes none.
    func testTagsFindDeclaredTypesAndUnknownOnesMakeDynamicTypes() throws {
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "image/gif"), .gif)
        XCTAssertEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
        XCTAssertEqual(UTType.jpeg.tags[.filenameExtension], ["jpeg", "jpg", "jpe"])
        XCTAssertEqual(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic, true)  // a PNG is not text
        let dynamic = try XCTUnwrap(UTType(filenameExtension: "viewlabdoc"))
        XCTAssertTrue(dynamic.isDynamic)
        XCTAssertFalse(dynamic.isDeclared)
        XCTAssertFalse(dynamic.isPublic)
        XCTAssertTrue(dynamic.identifier.hasPrefix("dyn."))
        XCTAssertEqual(dynamic, UTType(filenameExtension: "viewlabdoc"))
        XCTAssertTrue(dynamic.conforms(to: .data))
        XCTAssertEqual(dynamic.preferredFilenameExtension, "viewlabdoc")
        XCTAssertNil(UTType(filenameExtension: ""))
        XCTAssertNil(UTType(filenameExtension: "tar.gz"))
    }

    /// An app's own type conforms to the parent it names; it round-trips through Codable.
    func testAnExportedTypeConformsToItsParentAndCodesAsItsIdentifier() throws {
        let document = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
        XCTAssertTrue(document.conforms(to: .text))
        XCTAssertTrue(document.isDeclared)
        let data = try JSONEncoder().encode([UTType.png, document])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["public.png","com.example.sketch"]"#)
        XCTAssertEqual(try JSONDecoder().decode([UTType].self, from: data), [.png, document])
    }

    /// The MobileCoreServices names older components use (`kUTTypeGIF`, `UTTypeConformsTo`, tag
    /// lookups taken with `takeRetainedValue()`).
    func testMobileCoreServicesFunctionsAnswerAsUTTypeDoes() {
        XCTAssertTrue(UTTypeConformsTo(kUTTypeGIF, kUTTypeImage))
        XCTAssertFalse(UTTypeConformsTo(kUTTypeGIF, kUTTypeText))
        XCTAssertEqual(
            UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "gif" as CFString, nil)?
                .takeRetainedValue(), kUTTypeGIF)
        XCTAssertEqual(
            UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassMIMEType)?.takeRetainedValue(), "image/png")
        XCTAssertEqual(UTTypeCopyDescription(kUTTypeJPEG)?.takeRetainedValue(), "JPEG image")
        let dynamic = UTTypeCreatePreferredIdentifierForTag(
            kUTTagClassFilenameExtension, "viewlabdoc" as CFString, kUTTypeData)?.takeRetainedValue()
        XCTAssertEqual(dynamic.map(UTTypeIsDynamic), true)
        XCTAssertEqual(dynamic.map { UTTypeConformsTo($0, kUTTypeData) }, true)
        XCTAssertFalse(UTTypeIsDeclared("com.example.nothing"))
    }

    /// Every constant names a declared type (a typo in the table would trap at first use).
    func testEveryConstantIsDeclared() {
        for type in [
            UTType.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .html, .xml, .url, .fileURL, .image,
            .png, .jpeg, .gif,
            .tiff, .bmp, .heic, .webP, .svg, .pdf, .movie, .video, .audio, .mp3, .mpeg4Movie, .quickTimeMovie, .zip,
            .folder, .package,
            .swiftSource, .vCard, .rtf, .commaSeparatedText, .usdz, .emailMessage,
        ] {
            XCTAssertTrue(type.isDeclared, type.identifier)
            XCTAssertNotNil(UTType(type.identifier), type.identifier)
        }
    }
}
