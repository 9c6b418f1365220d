import Previews
@_spi(ViewLab) import UIKit

// MARK: - What the stage and tracing commands remember between inputs

/// The settings that `:orientation`, `:scale`, `:trace`, `:watch` and `:debug` keep for the
/// session (the rest lives on the `Stage`).
struct ShellCommandState {
    /// The `:command` line being run (as the error renderer sees it), so that a command's error
    /// can point at one of its arguments (`Shell.range(ofArgument:)`).
    var commandLine = ""
    /// The device orientation; the stage only knows portrait/landscape, this keeps which side.
    var orientation: PreviewOrientation = .portrait
    /// `:scale N`: the scale for `:export`, `:watch` and `:variants` when none is given.
    var scale: CGFloat?
    /// `:trace on`.
    var trace = false
    /// `stage.lifecycleLog.recordedCount` when the last traced input ended.
    var traceMark = 0
    /// `:watch PATH`: the file re-exported after every input that changes the picture.
    var watchPath: String?
    /// The pixel hash of the last watched export (to skip unchanged pictures).
    var watchHash: String?
    /// `:play` without SECONDS: the real time and the media time at which the clock started
    /// playing in the background; every input first moves the clock to where real time has got
    /// to (`Shell.catchUpPlayback()`), until `:pause`.
    var playback: (since: Date, from: Double)?
    /// `:debug` overlays in effect.
    var overlays: Set<DebugOverlay> = []
    /// The audit findings the preview `:preview` loaded last accepts (`:audit preview` marks them).
    var previewAcceptances: [AccessibilityAcceptance] = []
    /// A rebuilt session is replaying its inputs (`Shell+Kernel.swift`): `:play` does not wait
    /// for real time.
    var replaying = false
    /// What the journal records for the input that is running, when it stopped part-way and the
    /// part that ran is to be replayed instead (`:play 2.0166…` for a `:play 30` stopped by
    /// Ctrl-C: a rebuilt session moves the clock to where it stopped, not through all 30 s).
    var journalAs: String?
}

/// A `:debug` overlay on what the shell shows and exports.
enum DebugOverlay: String, CaseIterable {
    /// Layers that needed an off-screen pass, tinted yellow (the compositor's own colouring).
    case offscreen
    /// Layers drawn blended (red) or opaque (green).
    case blended
    /// Every view's frame outlined, with its class name.
    case frames
    /// Views tinted by whether a touch can land on them.
    case hits
    /// Auto Layout constraints drawn as lines.
    case layout
}
