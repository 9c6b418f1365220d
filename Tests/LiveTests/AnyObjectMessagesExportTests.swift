import Foundation
import ImageIO
import TestSupport
import XCTest

/// Messages sent to values typed `AnyObject` (issue #40, "`AnyObject` method lookup"), in our own
/// words in the style a segmented pager uses: key-value change values read from a
/// `[NSKeyValueChangeKey: AnyObject]` (`old.isEqual(new)`, `change[.newKey]?.cgPointValue`), a
/// number and a string out of an `[String: AnyObject]`, and a property read without `?.`, which
/// iOS makes an implicitly unwrapped optional (`if let old = (change?[.oldKey] as AnyObject).cgPointValue`),
/// and `responds(to:)`/`perform(_:)` sent to a class held as `AnyClass`. The compiler finds them (the bridge cannot
/// see types); `viewlab export --package` bridges again with what it found. Each preview paints a
/// green swatch only when its run-time checks hold.
final class AnyObjectMessagesExportTests: XCTestCase {
    static let follower = """
        import UIKit

        final class OffsetFollower: NSObject {
            var moves: [CGFloat] = []
            var unchanged = 0
            var olds: [CGFloat] = []
            var news: [CGFloat] = []

            override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                       change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                let values = change! as [NSKeyValueChangeKey: AnyObject]
                if let old = values[NSKeyValueChangeKey.oldKey], let new = values[NSKeyValueChangeKey.newKey] {
                    if old.isEqual(new) { unchanged += 1 }
                }
                if let new = values[NSKeyValueChangeKey.newKey]?.cgPointValue,
                   let old = values[NSKeyValueChangeKey.oldKey]?.cgPointValue {
                    moves.append(new.x - old.x)
                }
                // A property read without `?.` is an implicitly unwrapped optional, as on iOS:
                // `if let` binds it, `?.` chains on it (the pull-to-refresh style).
                if let oldOffset = (change?[NSKeyValueChangeKey.oldKey] as AnyObject).cgPointValue {
                    olds.append(oldOffset.x)
                }
                let newOffset = (change?[NSKeyValueChangeKey.newKey] as AnyObject).cgPointValue
                if let x = newOffset?.x { news.append(x) }
            }
        }

        func settings() -> [String: AnyObject] {
            ["columns": 3 as AnyObject, "title": "Tabs" as AnyObject, "spacing": 2.5 as AnyObject]
        }
        """

    static let previews = """
        import UIKit

        #Preview("Observed", traits: .fixedLayout(width: 60, height: 60)) {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 400, height: 100)
            let follower = OffsetFollower()
            scrollView.addObserver(follower, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
            scrollView.contentOffset = CGPoint(x: 30, y: 0)
            scrollView.contentOffset = CGPoint(x: 30, y: 0)
            scrollView.contentOffset = CGPoint(x: 50, y: 0)
            scrollView.removeObserver(follower, forKeyPath: "contentOffset")
            return swatch(follower.moves == [30, 0, 20] && follower.unchanged == 1
                && follower.olds == [0, 30, 30] && follower.news == [30, 30, 50])
        }

        #Preview("Settings", traits: .fixedLayout(width: 60, height: 60)) {
            let values = settings()
            let columns = values["columns"]?.intValue ?? 0
            let spacing = values["spacing"]!.doubleValue
            let length = values["title"]!.length
            return swatch(columns == 3 && spacing == 2.5 && length == 4)
        }

        // A class held as `AnyClass` answers NSObject's messages (app-extension-safe code).
        #Preview("Classes", traits: .fixedLayout(width: 60, height: 60)) {
            let selector = NSSelectorFromString("sharedApplication")
            let application: AnyClass = UIApplication.self
            let view: AnyClass = UIView.self
            var shared = false
            if application.responds(to: selector) {
                shared = application.perform(selector).takeUnretainedValue() === UIApplication.shared
            }
            return swatch(shared && !view.responds(to: selector))
        }
        """

    func testMessagesToAnyObjectFoundByTheCompilerAreSentAsOnIOS() throws {
        let files = [
            "Follower.swift": Self.follower, "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-anyobject-pkg", out: "viewlab-anyobject-out", name: "Components",
            targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 3 PNGs, 0 failed"), result.stdout + result.stderr)
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in ["Observed", "Settings", "Classes"] {
            let png = out.appendingPathComponent("Previews/\(name).light-portrait.png")
            XCTAssertEqual(try colour(png, x: 30, y: 30), green, "\(name): a runtime check failed (red)")
        }
    }
}
