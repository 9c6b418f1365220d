@_spi(ViewLab) import QuartzCore
import Foundation

// MARK: - The media clock: :time :step

extension ShellCommand {
    static let time = ShellCommand(
        name: "time", synopsis: "[SECONDS]", summary: "print or set the media clock that animations run on",
        detail: "The media clock (what CACurrentMediaTime() returns) starts at 0 and moves only when told, so every run shows the same frames. Without an argument prints it; with SECONDS sets it: :show and :export then draw the presentation tree at that moment, and animations passed on the way start and stop (delegates, transaction completions).",
        example: ":time 0.5", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "time")
        if let word = args.first {
            guard let seconds = Double(word), seconds.isFinite, seconds >= 0 else {
                throw ShellError("expected a time in seconds (0 or more), got '\(word)'")
            }
            CAMediaClock.current.set(to: seconds)
            shell.stage.runTurn()
        }
        shell.console.print(ShellCommand.describeClock())
    }

    static let step = ShellCommand(
        name: "step", synopsis: "[N]", summary: "advance the media clock by N frames (default 1) of 1/60 s",
        detail: "Moves the media clock forward frame by frame, running the callbacks of the animations it passes; :show then draws the new frame.",
        example: ":step 30", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "step")
        let frames = try args.first.map { word -> Int in
            guard let n = Int(word), n > 0 else { throw ShellError("expected a positive number of frames, got '\(word)'") }
            return n
        } ?? 1
        CAMediaClock.current.advanceFrames(frames)
        shell.stage.runTurn()
        shell.console.print(ShellCommand.describeClock())
    }

    /// "t = 0.500 s (frame 30)".
    static func describeClock() -> String {
        let t = CACurrentMediaTime()
        return String(format: "t = %.3f s (frame %d)", t, Int((t / CAMediaClock.frameDuration).rounded()))
    }
}
