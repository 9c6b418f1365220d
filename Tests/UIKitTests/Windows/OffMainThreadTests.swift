@_spi(ViewLab) import UIKit
import XCTest

/// What UIKit lets code do off the main thread: image renderers, legacy image contexts and
/// `UIImage` are thread-safe (Apple: `UIGraphicsImageRenderer` "you can use image renderers on any
/// thread"; `UIGraphicsBeginImageContextWithOptions` "you can call this function from any of your
/// app's threads"), so their fallback to the main screen's scale reads it without the main actor,
/// and each thread has its own context stack and current traits, as in UIKit; `description`,
/// `NSObject`'s, may be asked on any thread.
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

    // written before the semaphore signals, read after
    private final class ResultBox<T>: @unchecked Sendable { var value: T? }

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
        XCTAssertNotEqual(
            host, DeviceProfile.iPhoneSE3.scale, "the two scales must differ for this test to mean anything")
    }

    func testEachThreadHasItsOwnContextStackAndCurrentTraits() async throws {
        let colours: [(UIColor, [UInt8])] = [(.red, [255, 0, 0]), (.blue, [0, 0, 255])]
        let wrong = Counter()
        let group = DispatchGroup()
        for index in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let style: UIUserInterfaceStyle = index == 0 ? .light : .dark
                for _ in 0..<300 {
                    let format = UIGraphicsImageRendererFormat.default()
                    format.scale = 1
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
                        UITraitCollection(userInterfaceStyle: style).performAsCurrent {
                            // The current context is this thread's renderer's, and stays so while the
                            // other thread pushes and pops its own; so are the current traits.
                            guard let context = UIGraphicsGetCurrentContext(),
                                UITraitCollection.current.userInterfaceStyle == style
                            else { return wrong.add() }
                            context.setFillColor(colours[index].0.cgColor)
                            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                        }
                    }
                    guard let p = image.cgImage?.pixel(x: 1, y: 1), [p.red, p.green, p.blue] == colours[index].1 else {
                        return wrong.add()
                    }
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(wrong.count, 0, "a thread drew into another's context or saw another's traits")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the main thread's stack is untouched")
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
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
