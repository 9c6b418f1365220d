import MobileCoreServices
import UIKit
import UniformTypeIdentifiers
import os
import XCTest

/// `import UniformTypeIdentifiers`, `import MobileCoreServices` and `import os` in a package that
/// depends only on ViewLab's `UIKit` product, as an iOS file imports those system frameworks.
/// Rules: (Apple, `UTType.init(_:)`) "returns nil if the system doesn't know the type identifier";
/// (`init(filenameExtension:conformingTo:)`) an unknown extension gives a dynamic type; the
/// `UTType.h` functions answer as the structure does; `NSPredicate(format:)` comes with UIKit.
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

    /// A sign-up form's checks with `NSPredicate(format:)` (*Predicate Programming Guide*:
    /// `MATCHES` compares the whole string with an ICU regular expression).
    func testPredicateFormatStringsValidateAsOnIOS() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        XCTAssertTrue(email.evaluate(with: "ada@example.com"))
        XCTAssertFalse(email.evaluate(with: "ada@@example.com"))
        XCTAssertEqual(["Paris", "Lyon", "Pau"].filter { NSPredicate(format: "SELF BEGINSWITH[c] %@", "pa").evaluate(with: $0) }, ["Paris", "Pau"])
    }
}
