import AVFoundation
import UIKit
import XCTest

/// AVFoundation as components use it on a device with no media: the aspect-fit geometry is exact,
/// players keep their settings and play silently, a player layer draws what a layer draws, and
/// there is no camera.
@MainActor
final class AVFoundationTests: XCTestCase {
    func testMakeRectFitsTheRatioCentredInTheBox() async {
        XCTAssertEqual(
            AVMakeRect(
                aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100)),
            CGRect(x: 0, y: 21.875, width: 100, height: 56.25))
        XCTAssertEqual(
            AVMakeRect(
                aspectRatio: CGSize(width: 300, height: 600), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100)),
            CGRect(x: 35, y: 10, width: 50, height: 100))
        XCTAssertEqual(
            AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 40, height: 20)),
            CGRect(x: 20, y: 10, width: 0, height: 0))
    }

    func testAudioPlayersNeedAFileAndPlaySilently() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/click.mp3")
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: missing)) { error in
            XCTAssertEqual((error as NSError).domain, NSOSStatusErrorDomain)
        }
        XCTAssertThrowsError(try AVAudioPlayer(data: Data()))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-click-\(UUID()).wav")
        try Data([0x52, 0x49, 0x46, 0x46]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        player.numberOfLoops = -1
        XCTAssertTrue(player.prepareToPlay())
        XCTAssertTrue(player.play())
        XCTAssertTrue(player.isPlaying)
        player.stop()
        XCTAssertFalse(player.isPlaying)
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        try session.setActive(true)
        XCTAssertEqual(session.category, .playback)
        XCTAssertTrue(session.categoryOptions.contains(.mixWithOthers))
    }

    func testAPlayerKeepsItsStateAndItsLayerDrawsItsBackground() async throws {
        let player = AVPlayer(url: URL(fileURLWithPath: "/videos/intro.mp4"))
        player.play()
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.timeControlStatus, .waitingToPlayAtSpecifiedRate, "the item never loads")
        player.seek(to: CMTimeMakeWithSeconds(3, preferredTimescale: 600))
        XCTAssertEqual(player.currentTime().seconds, 3)
        XCTAssertEqual(player.currentItem?.status, .unknown)
        let token = player.addPeriodicTimeObserver(forInterval: CMTimeMake(value: 1, timescale: 2), queue: .main) { _ in
        }
        player.removeTimeObserver(token)
        player.pause()
        XCTAssertEqual(player.timeControlStatus, .paused)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.backgroundColor = .white
        let playerLayer = AVPlayerLayer(player: player)
        playerLayer.videoGravity = .resizeAspectFill
        playerLayer.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        playerLayer.backgroundColor = UIColor.black.cgColor
        view.layer.addSublayer(playerLayer)
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
            view.layer.render(in: context.cgContext)
        }
        let pixels = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(pixels.pixel(x: 5, y: 15).red, 0, "the player layer's background")
        XCTAssertEqual(pixels.pixel(x: Int(30 * image.scale), y: 15).red, 255, "the view beside it")
        XCTAssertFalse(playerLayer.isReadyForDisplay)

        let queue = AVQueuePlayer()
        let looper = AVPlayerLooper(player: queue, templateItem: AVPlayerItem(url: URL(fileURLWithPath: "/v.mp4")))
        XCTAssertNotNil(queue.currentItem)
        XCTAssertEqual(looper.status, .ready)
    }

    func testThereIsNoCameraAndAccessIsRefused() async {
        XCTAssertNil(AVCaptureDevice.default(for: .video))
        XCTAssertEqual(AVCaptureDevice.authorizationStatus(for: .video), .notDetermined)
        let answered = expectation(description: "answered")
        AVCaptureDevice.requestAccess(for: .video) { granted in
            XCTAssertFalse(granted)
            answered.fulfill()
        }
        await fulfillment(of: [answered], timeout: 5)
        let session = AVCaptureSession()
        let output = AVCaptureMetadataOutput()
        XCTAssertTrue(session.canAddOutput(output))
        session.addOutput(output)
        output.metadataObjectTypes = [.qr]
        session.startRunning()
        XCTAssertFalse(session.isRunning)
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(
            preview.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 100, y: 25)), CGPoint(x: 0.5, y: 0.25))
    }
}
