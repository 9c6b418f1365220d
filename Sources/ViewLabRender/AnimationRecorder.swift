@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
@_spi(ViewLab) import QuartzCore
import UIKit

/// ViewLab: records what a stage shows while its animations run, as an animated PNG or GIF.
///
/// Frame *k* of *n* = `seconds × fps` (rounded, at least 1) is the presentation tree at
/// `start + k / fps`: the media clock is **moved** there (`CAMediaClock.set(to:)`), so animations
/// start, stop, call their delegates and completion blocks and are removed exactly as they would
/// when the clock passes that moment (a completion that adds the next animation is recorded too),
/// then the stage renders as any single frame is rendered (`Stage.renderFrame`). Afterwards the
/// clock is at `start + seconds`, the end of the recording. Frames are handed to ``APNGEncoder``
/// or ``GIFEncoder`` (`format`) one by one (only the frames before are kept), which write frame 0
/// whole and every later frame as the rectangle that changed; they encode frame *k* on a second thread while
/// frame *k* + 1 renders (rendering stays on the calling thread, as UIKit requires), so the bytes
/// are the same as encoding one frame after the other.
///
/// The recorder is `@MainActor`, as the stage it moves and renders; only its settings (a `Sendable`
/// value) and the frames (`CGImage`s) cross to the encoder thread, which makes its encoder with
/// the `nonisolated` `makeEncoder`.
@MainActor
@_spi(ViewLab) public struct AnimationRecorder: Sendable {
    /// The file written.
    public enum Format: String, Sendable {
        /// An animated PNG (``APNGEncoder``): every pixel exact, translucency kept.
        case apng
        /// An animated GIF (``GIFEncoder``): a palette of up to 256 colours a frame, pixels opaque
        /// or transparent, at most 50 frames per second.
        case gif

        /// The format a file name's extension asks for: `png` or `apng` an APNG, `gif` a GIF (any
        /// case); nil for any other.
        public init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "png", "apng": self = .apng
            case "gif": self = .gif
            default: return nil
            }
        }
    }

    /// Frames per second (1–240; a GIF 1–50).
    public var framesPerSecond: Int
    /// How long the recording lasts (over 0, at most 600 s).
    public var seconds: Double
    /// The render scale (nil: the device's).
    public var scale: CGFloat?
    /// The PNG settings of the frames (compression level, cores).
    public var encoder = PNGEncoder()
    /// False: every frame whole (to compare sizes; APNG only).
    public var changedRectanglesOnly = true
    /// The file written.
    public var format = Format.apng
    /// Also encodes the same frames as a GIF (`Recording.gif`), on a second encoder thread:
    /// `export --gif` writes an APNG and a GIF from one recording. The GIF's limit on frames per
    /// second applies.
    public var alsoGIF = false

    public init(seconds: Double, framesPerSecond: Int, scale: CGFloat? = nil) {
        self.seconds = seconds
        self.framesPerSecond = framesPerSecond
        self.scale = scale
    }

    /// The number of frames: `seconds × fps`, rounded, at least 1.
    nonisolated public var frameCount: Int { max(1, Int((seconds * Double(framesPerSecond)).rounded())) }

    /// What a recording made.
    public struct Recording {
        /// The APNG or GIF file.
        public var data: Data
        /// Each frame's rectangle and bytes.
        public var frames: [AnimatedImageFrame]
        /// The size of a frame in pixels.
        public var width: Int, height: Int
        /// The first frame (an APNG's default image).
        public var firstFrame: CGImage
        /// The same frames as a GIF, when the recorder was asked for one too (`alsoGIF`).
        public var gif: Data?
    }

    /// Checks the settings; the message says what is allowed.
    public func validate() throws {
        guard (1...240).contains(framesPerSecond) else {
            throw RecordingError("frames per second must be 1 to 240, not \(framesPerSecond)")
        }
        if format == .gif || alsoGIF, framesPerSecond > GIFEncoder.maximumFramesPerSecond {
            throw RecordingError(GIFEncoder.framesPerSecondRule(framesPerSecond))
        }
        guard seconds.isFinite, seconds > 0, seconds <= 600 else {
            throw RecordingError("the recording must last over 0 and at most 600 seconds, not \(seconds)")
        }
    }

    /// Records `view` (nil: the whole screen) on `stage` from `start` (default: the clock's time).
    /// `onFrame(k, image)` sees every frame rendered. `text` goes into the file's text chunks.
    /// `stop()` is asked before each frame: true ends the recording with an error (the shell's Ctrl-C).
    public func record(
        _ stage: Stage, view: UIView? = nil, from start: CFTimeInterval? = nil,
        text: [(key: String, value: String)] = [], stop: () -> Bool = { false },
        onFrame: (Int, CGImage) -> Void = { _, _ in }
    ) throws -> Recording {
        try validate()
        return try stage.perform {
            try record(on: stage, view: view, from: start, text: text, stop: stop, onFrame: onFrame)
        }
    }

    /// `record`, as the stage's work: moving its clock runs animation callbacks that may add
    /// animations, which must land on the same clock.
    private func record(
        on stage: Stage, view: UIView?, from start: CFTimeInterval?, text: [(key: String, value: String)],
        stop: () -> Bool, onFrame: (Int, CGImage) -> Void
    ) throws -> Recording {
        let clock = stage.clock
        let origin = start ?? clock.time
        // Frame k is encoded on the encoder thread while frame k + 1 renders (at most one frame in
        // flight). The encoder gets a copy of the pixels: the stage draws the next frame into the
        // surface the rendered image shares.
        let settings = self, scale = scale ?? stage.screen.scale
        let formats = [format] + (alsoGIF && format != .gif ? [Format.gif] : [])
        let encodings = formats.map { format in
            FrameEncoderThread { first in
                try settings.makeEncoder(format, width: first.width, height: first.height, scale: scale, text: text)
            }
        }
        // a render that throws still ends the threads
        defer { for encoding in encodings { _ = try? encoding.finish() } }
        var first: CGImage?
        var copies = FrameCopies()
        for k in 0..<frameCount {
            if stop() { throw RecordingError("interrupted at frame \(k) of \(frameCount); nothing was written") }
            clock.set(to: origin + Double(k) / Double(framesPerSecond))
            let result = try stage.renderFrame(view, options: RenderOptions(scale: self.scale))
            // The rectangles the stage drew again: outside them frame k is frame k − 1.
            let damage = k == 0 ? nil : result.damage
            guard let image = copies.copy(of: result.image, frame: k, damage: damage) else {
                throw RecordingError("could not copy frame \(k)")
            }
            if first == nil { first = image }
            // An encoder that failed stops the recording: `finish()` throws why.
            guard encodings.allSatisfy({ $0.append(image, changedWithin: damage) }) else { break }
            onFrame(k, image)
        }
        let encoded = try encodings[0].finish()
        let gif = try encodings.dropFirst().first?.finish().data
        clock.set(to: origin + seconds)
        stage.runTurn()
        return Recording(
            data: encoded.data, frames: encoded.frames, width: first!.width, height: first!.height, firstFrame: first!,
            gif: gif)
    }

    /// The encoder of `format` for frames of `width`×`height` pixels.
    nonisolated private func makeEncoder(
        _ format: Format, width: Int, height: Int, scale: CGFloat, text: [(key: String, value: String)]
    ) throws -> AnimatedImageEncoder {
        switch format {
        case .apng:
            return try APNGEncoder(
                width: width, height: height, frameCount: frameCount, delay: .init(framesPerSecond: framesPerSecond),
                scale: scale, text: text, encoder: encoder, changedRectanglesOnly: changedRectanglesOnly)
        case .gif:
            return try GIFEncoder(
                width: width, height: height, frameCount: frameCount, framesPerSecond: framesPerSecond, text: text)
        }
    }
}

/// The copies of rendered frames handed to the encoder. A frame's bitmap is reused once no one
/// holds it any more (the encoder keeps the frame before, the caller may keep any), so a
/// recording allocates about three full-screen bitmaps, not one per frame. A reused bitmap holds
/// an earlier frame: only the rectangles the stage drew again since then are copied into it.
private struct FrameCopies {
    private struct Copy {
        var image: CGImage
        /// The frame whose pixels it holds.
        var frame: Int
    }
    private var copies: [Copy] = []
    /// The rectangles each recent frame drew again over the frame before (nil: drawn whole).
    private var damage: [Int: [CGRect]?] = [:]

    /// A copy of `image` (frame `frame`, which differs from frame `frame − 1` only inside
    /// `damage`; nil: anywhere), in a bitmap no one else holds.
    mutating func copy(of image: CGImage, frame: Int, damage frameDamage: [CGRect]?) -> CGImage? {
        damage[frame] = frameDamage
        damage = damage.filter { $0.key > frame - 8 }
        for index in copies.indices where isKnownUniquelyReferenced(&copies[index].image) {
            if copies[index].image.overwritePixels(with: image, in: changed(after: copies[index].frame, through: frame))
            {
                copies[index].frame = frame
                return copies[index].image
            }
        }
        guard let copy = image.cropping(to: CGRect(x: 0, y: 0, width: image.width, height: image.height)) else {
            return nil
        }
        copies.append(Copy(image: copy, frame: frame))
        if copies.count > 4 { copies.removeFirst() }  // one kept by the caller stays the caller's
        return copy
    }

    /// Every rectangle drawn again in frames `held + 1 … frame`; nil when one of them was drawn
    /// whole or is no longer known.
    private func changed(after held: Int, through frame: Int) -> [CGRect]? {
        guard held < frame else { return nil }
        var rects: [CGRect] = []
        for k in (held + 1)...frame {
            guard let known = damage[k], let drawn = known else { return nil }
            rects += drawn
        }
        return rects
    }
}

/// A recording that cannot be made, in one line.
@_spi(ViewLab) public struct RecordingError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
