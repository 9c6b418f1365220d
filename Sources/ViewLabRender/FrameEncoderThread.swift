@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO

/// ViewLab: the thread that encodes a recording's frames while the next one renders.
///
/// Only values cross between the threads: a frame goes in as a `CGImage` (its pixels are not
/// touched again by the caller, see `AnimationRecorder`) with the rectangles it may differ from the
/// frame before in, the file comes out as `EncodedAnimation`.
/// The encoder itself is made on this thread (by the `@Sendable` `makeEncoder`, from the first
/// frame's size) and never leaves it, so its mutable state needs no lock. At most one frame is in
/// flight: `append(_:)` waits until the frame before is encoded, as the recorder did with a
/// serial queue and a group wait.
final class FrameEncoderThread: Sendable {
    /// The file and what each frame took in it.
    struct EncodedAnimation: Sendable {
        var data: Data
        var frames: [AnimatedImageFrame]
    }

    /// A frame and the pixel rectangles outside which it equals the frame before (nil: anywhere).
    private struct Frame: Sendable {
        var image: CGImage
        var changedWithin: [CGRect]?
    }

    private let handoff = Handoff()

    /// Starts the thread; `makeEncoder` is called on it with the first frame.
    init(makeEncoder: @escaping @Sendable (CGImage) throws -> any AnimatedImageEncoder) {
        let handoff = handoff
        let thread = Thread {
            var encoder: (any AnimatedImageEncoder)?
            do {
                while let frame = handoff.take() {
                    let target = try encoder ?? makeEncoder(frame.image)
                    encoder = target
                    try target.append(frame.image, changedWithin: frame.changedWithin)
                    handoff.frameDone()
                }
                guard let encoder else { throw RecordingError("no frame was recorded") }
                handoff.complete(.success(EncodedAnimation(data: try encoder.finish(), frames: encoder.frames)))
            } catch {
                handoff.complete(.failure(error))
            }
        }
        thread.name = "viewlab.animation-encoder"
        thread.start()
    }

    /// Hands `frame` over once the frame before is encoded; outside `changedWithin` (pixel
    /// rectangles, nil: anywhere) it equals the frame before, so the encoder compares only there.
    /// False when encoding failed: `finish()` then throws the error.
    @discardableResult
    func append(_ frame: CGImage, changedWithin: [CGRect]? = nil) -> Bool {
        handoff.put(Frame(image: frame, changedWithin: changedWithin))
    }

    /// Ends the input and waits for the file (or the first error).
    func finish() throws -> EncodedAnimation { try handoff.finish().get() }

    /// The state the two threads share, guarded by one condition lock. `@unchecked Sendable`
    /// because every stored property is read and written only while `condition` is locked (the
    /// compiler cannot see a lock); what passes through is `Sendable` values only.
    private final class Handoff: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting: Frame?
        private var encoding = false
        private var ended = false
        private var result: Result<EncodedAnimation, any Error>?

        /// Caller: waits until the encoder is idle, then leaves `frame` for it.
        func put(_ frame: Frame) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while (waiting != nil || encoding) && result == nil { condition.wait() }
            guard result == nil else { return false }
            waiting = frame
            condition.broadcast()
            return true
        }

        /// Encoder: the next frame, or nil once the input has ended.
        func take() -> Frame? {
            condition.lock()
            defer { condition.unlock() }
            while waiting == nil && !ended { condition.wait() }
            guard let frame = waiting else { return nil }
            waiting = nil
            encoding = true
            return frame
        }

        /// Encoder: the frame it took is in the file.
        func frameDone() {
            condition.lock()
            encoding = false
            condition.broadcast()
            condition.unlock()
        }

        /// Encoder: the file, or why there is none.
        func complete(_ outcome: Result<EncodedAnimation, any Error>) {
            condition.lock()
            result = outcome
            encoding = false
            condition.broadcast()
            condition.unlock()
        }

        /// Caller: ends the input and waits for the result.
        func finish() -> Result<EncodedAnimation, any Error> {
            condition.lock()
            defer { condition.unlock() }
            ended = true
            condition.broadcast()
            while result == nil { condition.wait() }
            return result!
        }
    }
}
