import Foundation
import PixelReading
import Previews
import UIKit
import XCTest

/// A delegate that implements only one of the optional requirements.
final class RatingRecorder: NSObject, RatingControlDelegate {
    var ratings: [Int] = []
    func ratingControl(_ control: RatingControl, didChangeRating rating: Int) { ratings.append(rating) }
}

/// Code with Objective-C idioms, run by `viewlab test --package` through the source bridge. Rules:
/// `addTarget(_:action:for:)` sends the action message to the target with the control as the
/// sender when the control sends the event (UIControl); `sendActions(for:)` sends every action
/// registered for the event; an unimplemented optional requirement called with `?()` does
/// nothing (The Swift Programming Language, "Optional Protocol Requirements").
final class BridgedTests: XCTestCase {
    func test_targetActionAndAnOptionalDelegateRunAsOnIOS() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
        let recorder = RatingRecorder()
        control.delegate = recorder
        control.stars[2].sendActions(for: .touchUpInside)
        XCTAssertEqual(control.rating, 3)
        XCTAssertEqual(recorder.ratings, [3])
        control.resetRating() // the delegate does not implement ratingControlDidReset(_:)
        XCTAssertEqual(control.rating, 0)
        XCTAssertEqual(RatingControl.ratingKey, "rating")
    }

    func test_theStarsShowTheRatingInPixels() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
        control.stars[1].sendActions(for: .touchUpInside)
        control.layoutIfNeeded()
        let image = Pixels.image(of: control.layer, bounds: control.bounds)
        let second = Pixels.at(image, 64, 20), third = Pixels.at(image, 108, 20)
        XCTAssertEqual([second.r, second.g, second.b], [255, 204, 0], "systemYellow (light): the second star is on")
        XCTAssertEqual([third.r, third.g, third.b], [229, 229, 234], "systemGray5 (light): the third star is off")
    }

    func test_fileNamesAreTheUsersFiles() {
        XCTAssertFalse(#filePath.contains("viewlab-bridged"), "#filePath names the user's file, not the bridged copy: \(#filePath)")
        XCTAssertTrue(#filePath.hasSuffix("Tests/BridgedTests/BridgedTests.swift"), #filePath)
    }

    /// A `#Preview` names the file and line it is written on (Apple's macro takes `#fileID`,
    /// `#filePath` and `#line`), not the bridged copy's name or lines, so a preview's id — and
    /// the snapshot names made from it — are the same under `viewlab test` as under `swift test`.
    func test_aPreviewNamesTheUsersFileAndLine() throws {
        let preview = try XCTUnwrap(PreviewRegistry.all.first { $0.name == "Three stars" }, "\(PreviewRegistry.all.map(\.id))")
        XCTAssertEqual(preview.id, "RatingControl/Three stars")
        XCTAssertEqual(preview.fileID, "BridgedTests/RatingControl.swift")
        XCTAssertTrue(preview.filePath.hasSuffix("Tests/BridgedTests/RatingControl.swift"), preview.filePath)
        let source = try String(contentsOfFile: preview.filePath, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertTrue(source[preview.line - 1].hasPrefix("#Preview(\"Three stars\""), source[preview.line - 1])
    }
}

/// A synchronous `@MainActor` test method, as Swift 6 code writes it. SwiftPM's test discovery on
/// Linux runs main-actor tests only when they are `async` (swiftlang/swift-corelibs-foundation#5088;
/// under plain `swift test` this class would abort the run with `Could not cast value of type
/// '(MainActorTests) -> @MainActor () -> ()'`); `viewlab test` bridges it to `async`, and XCTest
/// runs it on the main actor, as on iOS.
final class MainActorTests: XCTestCase {
    @MainActor func test_aSynchronousMainActorTestRunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .systemGreen
        let pixel = Pixels.at(Pixels.image(of: view.layer, bounds: view.bounds), 10, 10)
        XCTAssertEqual([pixel.r, pixel.g, pixel.b], [52, 199, 89], "systemGreen (light)")
    }
}
