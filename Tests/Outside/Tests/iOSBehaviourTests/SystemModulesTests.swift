import MobileCoreServices
import UIKit
import UniformTypeIdentifiers
import os
import XCTest

/// `import UniformTypeIdentifiers`, `import MobileCoreServices` and `import os` in a package that
/// depends only on ViewLab's `UIKit` product, as an iOS file imports those system frameworks.
/// Rules: (Apple, `UTType.init(_:)`) "returns nil if the system doesn't know the type identifier";
/// (`init(filenameExtension:conformingTo:)`) an unknown extension gives a dynamic type; the
/// `UTType.h` functions answer as the structure does.
final class SystemModulesTests: XCTestCase {
    /// A GIF viewer's check ("is this file a GIF?") both ways, and an image picker's media types.
    func testTypeIdentifiersAnswerAsOnIOS() {
        XCTAssertTrue(UTTypeConformsTo(kUTTypeGIF, kUTTypeImage))
        XCTAssertEqual(UTType(filenameExtension: "gif"), .gif)
        XCTAssertEqual(UTType.gif.identifier, kUTTypeGIF as String)
        XCTAssertEqual([UTType.image.identifier, UTType.movie.identifier], ["public.image", "public.movie"])
        XCTAssertNil(UTType("com.example.unknown"))
        XCTAssertEqual(UTType(filenameExtension: "nothing-declares-this")?.isDynamic, true)
        Logger(subsystem: "viewlab.outside", category: "tests").debug("types checked")
    }
}
