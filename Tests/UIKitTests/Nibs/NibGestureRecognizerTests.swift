import TestSupport
@testable import UIKit
import XCTest

/// A XIB with a gesture recognizer, as Interface Builder writes one: a top-level
/// `<tapGestureRecognizer>` whose action goes to File's Owner, attached to a view by the view's
/// `gestureRecognizers` outlet collection (and an empty `<gestureRecognizers/>` element in the
/// view). Instantiated, the recognizer is among the top-level objects, the view has it, and a tap
/// sends the action.
@MainActor
final class NibGestureRecognizerTests: XCTestCase {
    final class TapOwner: NSObject, @unchecked Sendable {
        var taps = 0
    }

    override class func setUp() {
        super.setUp()
        SelectorTable.register(TapOwner.self, names: ["tapAction:"]) { object, selector, _ in
            guard let owner = object as? TapOwner, selector.name == "tapAction:" else { return .notFound }
            MainActor.assumeIsolated { owner.taps += 1 }
            return .returned(nil)
        }
    }

    func testATapRecognizerFromTheXIBIsAttachedAndSendsItsAction() async throws {
        let nib = NibFixture.nib(
            """
                    <view contentMode="scaleToFill" id="tap-root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        <color key="backgroundColor" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <gestureRecognizers/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap-rec" appends="YES" id="tap-col"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="tap-rec">
                        <connections>
                            <action selector="tapAction:" destination="-1" id="tap-act"/>
                        </connections>
                    </tapGestureRecognizer>
            """)
        XCTAssertNil(nib.loadError)
        let owner = TapOwner()
        let objects = nib.instantiate(withOwner: owner, options: nil)
        XCTAssertEqual(objects.count, 2, "the view and the recognizer are top-level objects")
        let view = try XCTUnwrap(objects.first as? UIView)
        let recognizer = try XCTUnwrap(objects.last as? UITapGestureRecognizer)
        XCTAssertTrue(view.gestureRecognizers?.contains { $0 === recognizer } == true)
        let window = makeWindow()
        window.addSubview(view)
        window.tap(at: CGPoint(x: 100, y: 30))
        XCTAssertEqual(owner.taps, 1, "the tap sent tapAction: to File's Owner")
    }
}
