#if canImport(Previews)
import Previews
#endif
import UIKit

/// An audio waveform: one rounded bar per group of samples, centred on the midline, the played
/// part in the tint colour.
///
/// What it teaches:
/// - Draw once, show many times: `draw(_:)` runs only after `samples` (or the playback position)
///   really changed — `didSet` compares with `oldValue` before `setNeedsDisplay()`.
/// - `contentMode = .redraw`: the bars are recomputed for a new width instead of being stretched.
/// - More samples than bars: each bar shows the loudest sample of its group.
final class WaveformView: UIView {
    /// Sample amplitudes, 0…1 (others are clamped when drawing).
    var samples: [Float] = [] {
        didSet { if samples != oldValue { setNeedsDisplay() } }
    }

    /// How much has been played, 0…1: bars before it are drawn in the tint colour.
    @IBInspectable var playbackProgress: CGFloat = 0 {
        didSet { if playbackProgress != oldValue { setNeedsDisplay() } }
    }

    /// Space kept clear around the bars.
    var contentInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12) { didSet { setNeedsDisplay() } }
    var barWidth: CGFloat = 3 { didSet { setNeedsDisplay() } }
    var barSpacing: CGFloat = 2 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Bars

    /// The bar heights (0…1) for `count` bars: the loudest sample of each group.
    static func barLevels(for samples: [Float], count: Int) -> [CGFloat] {
        guard count > 0, !samples.isEmpty else { return [] }
        return (0..<count).map { bar in
            let start = bar * samples.count / count
            let end = max((bar + 1) * samples.count / count, start + 1)
            let peak = samples[start..<min(end, samples.count)].max() ?? 0
            return peak.isFinite ? CGFloat(min(max(peak, 0), 1)) : 0
        }
    }

    override func draw(_ rect: CGRect) {
        let area = bounds.inset(by: contentInsets)
        let step = barWidth + barSpacing
        guard step > 0, barWidth > 0, area.width > 0, area.height > 0 else { return }
        let count = Int(((area.width + barSpacing) / step).rounded(.down))
        let levels = Self.barLevels(for: samples, count: min(count, samples.count))
        guard !levels.isEmpty else { return }
        // Centre the bars horizontally.
        let used = CGFloat(levels.count) * step - barSpacing
        var x = area.minX + ((area.width - used) / 2).rounded()
        let playedUpTo = area.minX + area.width * min(max(playbackProgress, 0), 1)
        let played = tintColor ?? .systemBlue
        let unplayed = UIColor.systemGray3
        for level in levels {
            let height = max(barWidth, level * area.height)
            let bar = CGRect(x: x, y: area.midY - height / 2, width: barWidth, height: height)
            (bar.midX <= playedUpTo ? played : unplayed).setFill()
            UIBezierPath(roundedRect: bar, cornerRadius: barWidth / 2).fill()
            x += step
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}

// MARK: - Demo data

extension WaveformView {
    /// A small seeded random generator (SplitMix64), so that the demo waveform is the same on
    /// every run — `SystemRandomNumberGenerator` is not seedable.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Speech-like demo samples: syllable-shaped bursts with random detail, the same for a seed.
    static func demoSamples(count: Int = 240, seed: UInt64 = 7) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        return (0..<max(count, 0)).map { index in
            let t = Float(index) / Float(max(count, 1))
            let syllables = abs(sin(t * .pi * 9)) * (0.55 + 0.45 * sin(t * .pi * 2.3 + 1))
            let noise = Float.random(in: 0.6...1, using: &generator)
            return min(max(0.06, syllables * noise), 1)
        }
    }
}

// MARK: - Previews

#Preview("Voice memo", traits: .fixedLayout(width: 320, height: 72)) {
    let waveform = WaveformView(frame: CGRect(x: 0, y: 0, width: 320, height: 72))
    waveform.backgroundColor = .systemBackground
    waveform.samples = WaveformView.demoSamples()
    return waveform
}

#Preview("Playback", traits: .fixedLayout(width: 320, height: 72), .viewlabSweep("played", \WaveformView.playbackProgress, [0, 0.4, 1])) {
    let waveform = WaveformView(frame: CGRect(x: 0, y: 0, width: 320, height: 72))
    waveform.backgroundColor = .systemBackground
    waveform.tintColor = .systemPink
    waveform.samples = WaveformView.demoSamples(seed: 11)
    return waveform
}
