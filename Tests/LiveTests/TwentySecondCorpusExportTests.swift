import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the twenty-second corpus measurement (issues #39, #40: a segmented header, a calendar,
/// a colour picker, a list/grid switcher), in our own words, through the real
/// `viewlab export --package`: each preview paints a 60 × 60 swatch green only when what it checked
/// at run time holds (red otherwise). Before this round none of these fixtures compiled, and the
/// raw image crashed the worker once they did.
final class TwentySecondCorpusExportTests: XCTestCase {
    /// A picker's palette made from raw RGBA bytes through the bridged `NSData`'s pointer, with
    /// an allocation in between that reuses freed memory if that pointer dangled.
    static let palette = """
        import UIKit

        func rawImage(_ rgba: [UInt8], width: Int, height: Int) -> UIImage? {
            let data = Data(rgba)
            let pixels = UnsafeMutableRawPointer(mutating: (data as NSData).bytes)
            let scratch = [UInt8](repeating: 0xFF, count: rgba.count)
            let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
            let context = CGContext(data: pixels, width: width, height: height, bitsPerComponent: 8,
                                    bytesPerRow: 4 * width, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)
            _ = scratch.count
            return context?.makeImage().map { UIImage(cgImage: $0) }
        }
        """

    /// A calendar that marks one-day events and asks for access, and a class of its own behind the
    /// library's flag (off here), as calendar components ship their event loading.
    static let calendar = """
        import EventKit
        import UIKit

        extension EKEvent {
            var isOneDay: Bool {
                Calendar.current.isDate(startDate, inSameDayAs: endDate)
            }
        }

        #if MY_CALENDAR_EVENTS_ENABLED
        final class EventLoader {
            let store = EKEventStore()
        }
        #endif

        func accessAnswer() -> (before: EKAuthorizationStatus, after: EKAuthorizationStatus, events: Int, oneDay: Bool) {
            let store = EKEventStore()
            let before = EKEventStore.authorizationStatus(for: .event)
            store.requestAccess(to: .event) { _, _ in }
            let event = EKEvent(eventStore: store)
            event.startDate = Date(timeIntervalSince1970: 0)
            event.endDate = Date(timeIntervalSince1970: 3600)
            let predicate = store.predicateForEvents(withStart: Date(), end: Date().addingTimeInterval(86400), calendars: nil)
            return (before, EKEventStore.authorizationStatus(for: .event), store.events(matching: predicate).count, event.isOneDay)
        }
        """

    /// A segmented header's cells asking for the layout direction from a protocol extension.
    static let header = """
        import UIKit

        protocol Mirrorable: AnyObject {}

        extension Mirrorable {
            func shouldMirror() -> Bool {
                UIView.userInterfaceLayoutDirection(for: UIView.appearance().semanticContentAttribute) == .rightToLeft
            }
        }

        final class HeaderCell: UICollectionViewCell, Mirrorable {}
        """

    static let previews = """
        import EventKit
        import UIKit

        #Preview("Palette", traits: .fixedLayout(width: 60, height: 60)) {
            let green: [UInt8] = [0x34, 0xC7, 0x59, 0xFF]
            let image = rawImage(Array((0..<(60 * 60)).map { _ in green }.joined()), width: 60, height: 60)
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            return view
        }

        #Preview("Calendar", traits: .fixedLayout(width: 60, height: 60)) {
            let answer = accessAnswer()
            return swatch(answer.before == .notDetermined && answer.after == .denied && answer.events == 0 && answer.oneDay)
        }

        #Preview("Header", traits: .fixedLayout(width: 60, height: 60)) {
            swatch(HeaderCell(frame: .zero).shouldMirror() == false)
        }

        """

    func testIdiomsOfTheTwentySecondCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Palette.swift": Self.palette, "Calendar.swift": Self.calendar, "Header.swift": Self.header,
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-twentysecond-pkg", out: "viewlab-twentysecond-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Palette", "Calendar", "Header"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
