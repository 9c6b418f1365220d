@_spi(ViewLab) import QuartzCore
import Foundation

// MARK: - The media clock: :time :step :play :pause

extension ShellCommand {
    static let time = ShellCommand(
        name: "time", synopsis: "[SECONDS]", summary: "print or set the media clock that animations run on",
        detail:
            "The media clock (what CACurrentMediaTime() returns) starts at 0 and moves only when told, so every run shows the same frames. Without an argument prints it; with SECONDS sets it: :show and :export then draw the presentation tree at that moment, and animations passed on the way start and stop (delegates, transaction completions).",
        example: ":time 0.5", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "time")
        if let word = args.first {
            guard let seconds = Double(word), seconds.isFinite, seconds >= 0 else {
                throw ShellError("expected a time in seconds (0 or more), got '\(word)'")
            }
            CAMediaClock.current.set(to: seconds)
            shell.stage.runTurn()
            shell.restartPlayback()
        }
        shell.console.print(ShellCommand.describeClock())
    }

    static let step = ShellCommand(
        name: "step", synopsis: "[N]", summary: "advance the media clock by N frames (default 1) of 1/60 s",
        detail:
            "Moves the media clock forward frame by frame, running the callbacks of the animations it passes; :show then draws the new frame.",
        example: ":step 30", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "step")
        let frames =
            try args.first.map { word -> Int in
                guard let n = Int(word), n > 0 else {
                    throw ShellError("expected a positive number of frames, got '\(word)'")
                }
                return n
            } ?? 1
        CAMediaClock.current.advanceFrames(frames)
        shell.stage.runTurn()
        shell.restartPlayback()
        shell.console.print(ShellCommand.describeClock())
    }

    static let play = ShellCommand(
        name: "play", synopsis: "[SECONDS]",
        summary: "run the media clock at the speed of real time: for SECONDS, or in the background until :pause",
        detail:
            "With SECONDS (up to 60) moves the media clock forward as a screen would: one frame of 1/60 s at a time, each at its moment of real time, so animations, their callbacks and display links run frame by frame; with :watch on, the watched image is re-exported as the frames change (about 15 a second); prints the clock when done. Without SECONDS the clock plays in the background and the prompt stays yours: each input first moves the clock to where real time has got to (the frames passed run, display links included), so :show and :export draw that moment; :pause stops it.",
        example: ":play 0.5", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "play")
        guard let word = args.first else {
            let clock = CAMediaClock.current
            shell.commandState.playback = (Date(), clock.time)
            shell.console.print(
                "playing in real time from \(ShellCommand.describeClock()); each input shows the clock where real time has got to; :pause stops it"
            )
            return
        }
        guard let seconds = Double(word), seconds.isFinite, seconds > 0, seconds <= 60 else {
            throw ShellError("expected a number of seconds above 0 and up to 60, got '\(word)'")
        }
        shell.commandState.playback = nil
        let clock = CAMediaClock.current, start = clock.time, began = Date()
        // (A whole number of frames written as a `Double`, `:play 2.0166666666666666`, is that
        // many frames: the journal replays a stopped `:play` so.)
        let frames = max(1, Int((seconds / CAMediaClock.frameDuration - 1e-6).rounded(.up)))
        for frame in 1...frames {
            let offset = min(Double(frame) * CAMediaClock.frameDuration, seconds)
            let wait = began.addingTimeInterval(offset).timeIntervalSinceNow
            // Ctrl-C stops the clock where it is (Session/ShellInterrupt.swift); a rebuilt
            // session replaying `:play` does not wait for real time.
            if wait > 0, !shell.commandState.replaying { _ = ShellInterrupt.sleep(wait) }
            do { try ShellInterrupt.check("the clock stopped at " + ShellCommand.describeClock()) } catch {
                // The frames that ran stay; a rebuilt session replays them, not the whole `:play`.
                if frame > 1 { shell.commandState.journalAs = ":play \(clock.time - start)" }
                throw error
            }
            clock.set(to: start + offset)
            shell.stage.runTurn()
            if frame % 4 == 0 || frame == frames, let path = shell.commandState.watchPath {
                try shell.exportWatched(to: path)
            }
        }
        shell.console.print(ShellCommand.describeClock())
    }

    static let pause = ShellCommand(
        name: "pause", synopsis: "", summary: "stop the media clock that :play runs in the background",
        detail:
            "Stops the clock where real time has got to since :play (without SECONDS) started it, and prints it. Animations stay where they are until the clock moves again (:step, :time, :play).",
        example: ":pause", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "pause")
        guard shell.commandState.playback != nil else {
            throw ShellError("the clock is not playing (:play without SECONDS plays it in the background)")
        }
        shell.commandState.playback = nil
        shell.console.print(ShellCommand.describeClock())
    }

    /// "t = 0.500 s (frame 30)".
    static func describeClock() -> String {
        let t = CACurrentMediaTime()
        return String(format: "t = %.3f s (frame %d)", t, Int((t / CAMediaClock.frameDuration).rounded()))
    }
}

extension Shell {
    /// A clock playing in the background (`:play` without SECONDS): moves it to where real time
    /// has got to since it started, in whole frames — the display links and animation callbacks
    /// of the frames passed run, as on a screen — then runs a turn.
    func catchUpPlayback() {
        guard let playback = commandState.playback else { return }
        let frames = (Date().timeIntervalSince(playback.since) / CAMediaClock.frameDuration).rounded(.down)
        let target = playback.from + frames * CAMediaClock.frameDuration
        guard target > CAMediaClock.current.time else { return }
        CAMediaClock.current.set(to: target)
        stage.runTurn()
    }

    /// After `:time` or `:step` moved a playing clock, it plays on from there.
    func restartPlayback() {
        guard commandState.playback != nil else { return }
        commandState.playback = (Date(), CAMediaClock.current.time)
    }
}
