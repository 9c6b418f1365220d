@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// `UIImageView` frame animation and animated images on the media clock, and JPEG through
/// `UIImage`.
@MainActor
final class UIImageAnimationTests: MediaClockTestCase {
    private func solid(_ word: UInt32) -> UIImage {
        UIImage(cgImage: UIImageFixtures.bitmap(Array(repeating: word, count: 16), width: 4))
    }

    private var frames: [UIImage] {
        [solid(UIImageFixtures.red), solid(UIImageFixtures.green), solid(UIImageFixtures.blue)]
    }

    /// The colour the stage shows at the middle of `view` at `time`.
    private func shown(_ stage: Stage, _ view: UIView, at time: CFTimeInterval) throws -> (UInt8, UInt8, UInt8) {
        clock.set(to: time)
        let p = try stage.render(scale: 1).pixel(x: Int(view.frame.midX), y: Int(view.frame.midY))
        return (p.red, p.green, p.blue)
    }

    private func staged(_ view: UIImageView) throws -> Stage {
        let stage = Stage(device: .iPhone15)
        stage.root.backgroundColor = .white
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        stage.root.addSubview(view)
        _ = try stage.render(scale: 1)
        return stage
    }

    func testAnimationImagesShowTheFrameDueOnTheMediaClockAndRepeatForeverByDefault() async throws {
        let view = UIImageView()
        let stage = try staged(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        XCTAssertTrue(try shown(stage, view, at: 0.05) == (255, 0, 0))
        XCTAssertTrue(try shown(stage, view, at: 0.15) == (0, 255, 0))
        XCTAssertTrue(try shown(stage, view, at: 0.25) == (0, 0, 255))
        XCTAssertTrue(try shown(stage, view, at: 3.15) == (0, 255, 0), "repeats forever (animationRepeatCount 0)")
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(try shown(stage, view, at: 3.25) == (255, 255, 255), "no image: the background again")
    }

    func testTheDefaultDurationIsAThirtiethOfASecondAFrameAndARepeatCountEndsOnTheImage() async throws {
        let view = UIImageView(image: solid(UIImageFixtures.black))
        let stage = try staged(view)
        view.animationImages = frames
        view.animationRepeatCount = 1
        view.startAnimating()
        let animation = try XCTUnwrap(view.layer.animation(forKey: UIImageView.frameAnimationKey))
        XCTAssertEqual(animation.duration, 3.0 / 30, accuracy: 1e-9, "Apple: number of images × 1/30 s")
        XCTAssertTrue(try shown(stage, view, at: 0.05) == (0, 255, 0))
        XCTAssertTrue(try shown(stage, view, at: 0.5) == (0, 0, 0), "after one pass: the image")
        XCTAssertFalse(view.isAnimating)
    }

    func testAnAnimatedImagePlaysAsSoonAsItIsShown() async throws {
        let animated = try XCTUnwrap(UIImage.animatedImage(with: frames, duration: 0.6))
        XCTAssertEqual(animated.images?.count, 3)
        XCTAssertEqual(animated.duration, 0.6)
        XCTAssertEqual(animated.size, CGSize(width: 4, height: 4), "the first frame's size")
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        let view = UIImageView()
        let stage = try staged(view)
        view.image = animated
        XCTAssertTrue(view.isAnimating)
        XCTAssertTrue(try shown(stage, view, at: 0.5) == (0, 0, 255))
        view.image = solid(UIImageFixtures.black)
        XCTAssertFalse(view.isAnimating, "another image stops the frames")
    }

    func testJPEGDataRoundTripsThroughUIImageDataWithinJPEGTolerance() async throws {
        let image = UIImage(
            cgImage: UIImageFixtures.bitmap(Array(repeating: UIImageFixtures.red, count: 64 * 64), width: 64))
        let data = try XCTUnwrap(image.jpegData(compressionQuality: 0.8))
        let decoded = try XCTUnwrap(UIImage(data: data)?.cgImage)
        let p = decoded.pixel(x: 32, y: 32)
        XCTAssertLessThanOrEqual(abs(Int(p.red) - 255) + Int(p.green) + Int(p.blue), 12, "\(p)")
        let folder = UIImageFixtures.temporaryFolder(self)
        let file = folder.appendingPathComponent("red.jpg")
        try data.write(to: file)
        XCTAssertEqual(UIImage(contentsOfFile: file.path)?.size, CGSize(width: 64, height: 64))
        XCTAssertNil(UIImage().jpegData(compressionQuality: 1), "no bitmap: nil")
        let small = try XCTUnwrap(
            UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).jpegData(withCompressionQuality: 0.5) { _ in })
        XCTAssertEqual(Array(small.prefix(2)), [0xFF, 0xD8])
    }
}
