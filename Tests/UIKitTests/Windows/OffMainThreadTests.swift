@_spi(ViewLab) import UIKit
import XCTest

/// What UIKit lets code do off the main thread: image renderers, legacy image contexts and
/// `UIImage` are thread-safe (Apple: `UIGraphicsImageRenderer` "you can use image renderers on any
/// thread"; `UIGraphicsBeginImageContextWithOptions` "you can call this function from any of your
/// app's threads"), so their fallback to the main screen's scale reads it without the main actor;
/// and `description`, `NSObject`'s, may be asked on any thread.
@MainActor
final class OffMainThreadTests: XCTestCase {
    /// Runs `body` on a new thread and waits for its result.
    private nonisolated func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        return done.wait(timeout: .now() + 30) == .success ? box.value : nil
    }

    private final class ResultBox<T>: @unchecked Sendable { var value: T? } // written before the semaphore signals, read after

    func testRenderersOnAnotherThreadTakeTheMainScreensScale() async throws {
        let host = UIScreen.main.scale
        let small = UIScreen(device: .iPhoneSE3)
        let scales = onAnotherThread { () -> [CGFloat] in
            XCTAssertFalse(Thread.isMainThread)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 0)
            let legacy = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            // A stage binds its screen on the thread it works on: the legacy context follows it there too.
            let bound = UIScreen.withMain(small) { () -> CGFloat in
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 0)
                defer { UIGraphicsEndImageContext() }
                return UIGraphicsGetImageFromCurrentImageContext()?.scale ?? -1
            }
            return [image.scale, CGFloat(image.cgImage?.width ?? 0), legacy?.scale ?? -1, bound]
        }
        XCTAssertEqual(scales, [host, 4 * host, host, DeviceProfile.iPhoneSE3.scale])
        XCTAssertNotEqual(host, DeviceProfile.iPhoneSE3.scale, "the two scales must differ for this test to mean anything")
    }

    func testDescriptionOnAnotherThreadIsTheClassAndAddress() async {
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 30, height: 20))
        label.text = "Hi"
        XCTAssertEqual(label.description, "<UILabel: frame = (1.0 2.0; 30.0 20.0); text = 'Hi'>")
        let address = String(UInt(bitPattern: ObjectIdentifier(label).hashValue), radix: 16)
        let elsewhere = onAnotherThread { [label] in label.description }
        XCTAssertEqual(elsewhere, "<UILabel: 0x\(address)>")
    }
}
