@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@testable import Previews
import UIKit
import ViewLabRender
import XCTest

/// `viewlab export --time T` (`ExportOptions.time`): a preview is drawn on a media clock of its own
/// that starts at 0, moved T seconds on after its body was built, so the screen shows its animations
/// T seconds in.
final class PreviewTimeTests: XCTestCase {
    /// A 20×20 red square whose opacity animates from 0 to 1 over 1 s, linearly.
    func fadingSquare() -> PreviewDescriptor {
        PreviewDescriptor(id: "Test/Fade", name: "Fade", fileID: "Test/Fade.swift", line: 1,
                          traits: [.layout(.fixed(width: 20, height: 20))]) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .red
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
            view.layer.add(fade, forKey: "fade")
            return .view(view)
        }
    }

    func testAnExportAtATimeDrawsThePresentationThen() throws {
        let outer = CAMediaClock(time: 42)
        CAMediaClock.current = outer
        defer { CAMediaClock.current = CAMediaClock() }
        func alpha(at time: Double?) throws -> Int {
            let image = try PreviewRenderer.render(fadingSquare(), variant: PreviewVariant(), scale: 1, time: time)
            return Int(image.pixel(x: 10, y: 10).alpha)
        }
        XCTAssertEqual(try alpha(at: nil), 0, "time 0: the first frame")
        XCTAssertEqual(Double(try alpha(at: 0.25)), 255 * 0.25, accuracy: 1.5)
        XCTAssertEqual(Double(try alpha(at: 0.5)), 255 * 0.5, accuracy: 1.5)
        XCTAssertEqual(try alpha(at: 2), 255, "after the end: the model (opacity 1)")
        XCTAssertTrue(CAMediaClock.current === outer, "the caller's clock is restored")
        XCTAssertEqual(CACurrentMediaTime(), 42)
    }
}
