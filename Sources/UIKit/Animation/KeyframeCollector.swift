import Foundation
@_spi(ViewLab) import QuartzCore

/// The changes made inside `UIView.animateKeyframes`: each `addKeyframe(withRelativeStartTime:
/// relativeDuration:animations:)` is a span of the whole duration (changes outside any keyframe
/// span all of it); when the block ends, each layer key changed becomes one `CAKeyframeAnimation`
/// over the block's duration whose values are the value before the first change and the value
/// each span ends on, at the spans' relative times — UIKit's documented model ("the keyframe
/// animation … interpolates between the values you specify at the relative times", Apple,
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`). Between spans the value
/// holds.
@MainActor
final class KeyframeCollector {
    struct Span {
        var start: Double
        var end: Double
        var to: Any?
    }

    struct Track {
        let layer: CALayer
        let key: String
        let from: Any?
        var spans: [Span]
    }

    let calculationMode: CAAnimationCalculationMode
    /// The span the current `addKeyframe` covers (0…1 outside any).
    var currentSpan = (start: 0.0, end: 1.0)
    private(set) var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// A change of `key` on `layer` from `from` to `to` in the current span.
    func record(layer: CALayer, key: String, from: Any?, to: Any?) {
        let span = Span(start: currentSpan.start, end: currentSpan.end, to: to)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            if let last = tracks[index].spans.indices.last, tracks[index].spans[last].start == span.start,
                tracks[index].spans[last].end == span.end
            {
                tracks[index].spans[last].to = to
            } else {
                tracks[index].spans.append(span)
            }
        } else {
            tracks.append(Track(layer: layer, key: key, from: from, spans: [span]))
        }
    }

    /// Adds one keyframe animation per track, with `block`'s timing.
    func addAnimations(for block: ViewAnimationBlock) {
        for track in tracks {
            guard let from = track.from else { continue }
            var values: [Any] = [from]
            var times: [Double] = [0]
            var current: Any = from
            for span in track.spans.sorted(by: { $0.start < $1.start }) {
                guard let to = span.to else { continue }
                if span.start > times.last! { values.append(current); times.append(span.start) }
                values.append(to)
                times.append(max(span.end, times.last!))
                current = to
            }
            if times.last! < 1 { values.append(current); times.append(1) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: min(max($0, 0), 1)) }
            animation.calculationMode = calculationMode
            block.configure(animation, duration: block.duration, on: track.layer)
            block.didAdd?(track.layer, track.key)
            track.layer.add(animation, forKey: track.key)
        }
    }
}
