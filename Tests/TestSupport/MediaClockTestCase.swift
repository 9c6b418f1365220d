@_spi(ViewLab) import QuartzCore
import UIKit
import ViewLabRender
import XCTest

/// A test case whose tests each run on a fresh media clock (`clock`, made current in `setUp`), with
/// no transaction left open from an earlier test; a new clock is current again afterwards.
open class MediaClockTestCase: XCTestCase {
    @_spi(ViewLab) public var clock = CAMediaClock()

    open override func setUp() {
        super.setUp()
        clock = CAMediaClock()
        CAMediaClock.current = clock
        CATransaction.flush()
    }

    open override func tearDown() {
        CATransaction.flush()
        CAMediaClock.current = CAMediaClock()
        super.tearDown()
    }

    /// A 20×20 red view at (0, 0) on a white iPhone 15 stage, rendered once (so it is on screen:
    /// its layer has a presentation to animate from).
    @MainActor public func stagedView() throws -> (Stage, UIView) {
        let stage = Stage(device: .iPhone15)
        stage.root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        stage.root.addSubview(view)
        _ = try stage.render(scale: 1)
        return (stage, view)
    }
}
