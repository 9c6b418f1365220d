import Foundation
import UIKit
import XCTest

/// `NSException`, which swift-corelibs-foundation lacks: made with Foundation's names and a
/// reason (raising it ends the program as an uncaught exception ends an iOS app, so it is not
/// raised here); `CFErrorCopyDescription` gives an error's description.
final class NSExceptionTests: XCTestCase {
    func testAnExceptionKeepsItsNameReasonAndUserInfo() {
        let error = NSError(domain: "font", code: 7, userInfo: [NSLocalizedDescriptionKey: "could not register"])
        let description: CFString = CFErrorCopyDescription(error as CFError)
        let exception = NSException(
            name: NSExceptionName.internalInconsistencyException, reason: description as String,
            userInfo: [NSUnderlyingErrorKey: error])
        XCTAssertEqual(exception.name.rawValue, "NSInternalInconsistencyException")
        XCTAssertEqual(exception.reason, "could not register")
        XCTAssertTrue((exception.userInfo?[NSUnderlyingErrorKey] as? NSError) === error)
        XCTAssertEqual(NSExceptionName.invalidArgumentException.rawValue, "NSInvalidArgumentException")
    }
}
