import Foundation
import ImageIO
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import ViewLabRender

// MARK: - Recording animations: :record

extension ShellCommand {
    static let recordUsage = ":record PATH [--seconds S] [--fps N]"

    static let record = ShellCommand(
        name: "record", synopsis: "PATH [--seconds S] [--fps N]",
        summary: "record the screen's animations to an animated PNG or GIF",
        detail:
            "Renders the presentation tree at the media clock's time + k/N for k in 0..<S×N (default 1 s at 30 fps) and writes them as one APNG (PATH ending in .png or .apng) or GIF (.gif: a palette of up to 256 colours a frame, at most 50 fps) — frame 0 whole, later frames only the rectangle that changed — atomically, at the :scale in effect. The clock is moved frame by frame, so animations end and call back as with :step, and is left at the end of the recording.",
        example: ":record spinner.png --seconds 2 --fps 30", arguments: .path
    ) { shell, args in
        var seconds = 1.0, fps = 30
        var path: String?
        var pathIndex = 0, fpsIndex: Int?
        var index = 0
        while index < args.count {
            let word = args[index]
            switch word {
            case "--seconds", "--fps":
                guard index + 1 < args.count else {
                    throw ShellError(
                        "\(word) needs a value", at: shell.range(ofArgument: index, args),
                        hint: "usage: \(ShellCommand.recordUsage)")
                }
                let value = args[index + 1]
                if word == "--seconds" {
                    guard let s = Double(value), s.isFinite, s > 0, s <= 600 else {
                        throw ShellError(
                            "expected seconds over 0 and at most 600, got '\(value)'",
                            at: shell.range(ofArgument: index + 1, args))
                    }
                    seconds = s
                } else {
                    guard let n = Int(value), (1...240).contains(n) else {
                        throw ShellError(
                            "expected 1 to 240 frames per second, got '\(value)'",
                            at: shell.range(ofArgument: index + 1, args))
                    }
                    fps = n
                    fpsIndex = index + 1
                }
                index += 2
            case _ where word.hasPrefix("--"):
                throw ShellError(
                    "unknown option '\(word)'", at: shell.range(ofArgument: index, args),
                    hint: EditDistance.closest(to: word, in: ["--seconds", "--fps"]).map { "did you mean '\($0)'?" }
                        ?? "usage: \(ShellCommand.recordUsage)")
            default:
                guard path == nil else {
                    throw ShellError(
                        "one file path only", at: shell.range(ofArgument: index, args),
                        hint: "usage: \(ShellCommand.recordUsage)")
                }
                path = word
                pathIndex = index
                index += 1
            }
        }
        guard let path else { throw ShellError("missing the file to write; usage: \(ShellCommand.recordUsage)") }
        let pathExtension = (path as NSString).pathExtension
        guard let format = AnimationRecorder.Format(pathExtension: pathExtension) else {
            throw ShellError(
                pathExtension.isEmpty
                    ? "'\(path)' has no extension: :record writes .png (APNG) or .gif"
                    : "unknown extension '.\(pathExtension)': :record writes .png (APNG) or .gif",
                at: shell.range(ofArgument: pathIndex, args))
        }
        if format == .gif, fps > GIFEncoder.maximumFramesPerSecond {
            throw ShellError(
                GIFEncoder.framesPerSecondRule(fps),
                at: fpsIndex.map { shell.range(ofArgument: $0, args) } ?? shell.range(ofArgument: pathIndex, args))
        }
        var recorder = AnimationRecorder(seconds: seconds, framesPerSecond: fps, scale: shell.exportScale)
        recorder.format = format
        let start = CACurrentMediaTime()
        let recording = try recorder.record(
            shell.stage, text: [("Software", "ViewLab"), ("Description", "viewlab shell: record")],
            stop: ShellInterrupt.takeRequest)
        let url = shell.url(forPath: path)
        do { try recording.data.write(to: url, options: .atomic) } catch {
            throw ShellError("cannot write \(path) (\(error.localizedDescription))")
        }
        shell.console.print(
            "recorded \(recording.frames.count) frames (\(recording.width)×\(recording.height) px, "
                + String(format: "%.3f–%.3f s", start, start + seconds)
                + " at \(fps) fps), \(recording.data.count) bytes to \(path)")
        shell.console.print("clock advanced to " + ShellCommand.describeClock())
    }
}
