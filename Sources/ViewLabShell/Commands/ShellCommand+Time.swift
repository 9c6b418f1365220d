@_spi(ViewLab) import QuartzCore
import Foundation

// MARK: - The media clock: :time :step :play

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

    static let play = ShellCommand(
        name: "play", synopsis: "SECONDS", summary: "run the media clock for SECONDS at the speed of real time",
        detail: "Moves the media clock forward SECONDS (up to 60) as a screen would: one frame of 1/60 s at a time, each at its moment of real time, so animations, their callbacks and display links run frame by frame. With :watch on, the watched image is re-exported as the frames change (about 15 a second). Prints the clock when done.",
        example: ":play 0.5", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "play")
        guard let seconds = Double(args[0]), seconds.isFinite, seconds > 0, seconds <= 60 else {
            throw ShellError("expected a number of seconds above 0 and up to 60, got '\(args[0])'")
        }
        let clock = CAMediaClock.current, start = clock.time, began = Date()
        let frames = Int((seconds / CAMediaClock.frameDuration).rounded(.up))
        for frame in 1...frames {
            let offset = min(Double(frame) * CAMediaClock.frameDuration, seconds)
            let wait = began.addingTimeInterval(offset).timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            clock.set(to: start + offset)
            shell.stage.runTurn()
            if frame % 4 == 0 || frame == frames, let path = shell.commandState.watchPath { try shell.exportWatched(to: path) }
        }
        shell.console.print(ShellCommand.describeClock())
    }

    /// "t = 0.500 s (frame 30)".
    static func describeClock() -> String {
        let t = CACurrentMediaTime()
        return String(format: "t = %.3f s (frame %d)", t, Int((t / CAMediaClock.frameDuration).rounded()))
    }
}
