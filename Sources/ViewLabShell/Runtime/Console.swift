import Foundation

/// Where the shell writes: results and `print` to standard output, errors to standard error
/// (or to a capture, in tests).
final class Console {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether to use ANSI colours.
    let colour: Bool

    init(colour: Bool, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.colour = colour
        writeOut = out
        writeErr = err
    }

    /// The process's standard streams.
    static func standard(colour: Bool) -> Console {
        Console(
            colour: colour,
            out: { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            },
            err: { text in
                FileHandle.standardError.write(Data(text.utf8))
            })
    }

    func print(_ line: String) { writeOut(line + "\n") }
    func write(_ text: String) { writeOut(text) }
    func error(_ text: String) { writeErr(paint(text, "31") + "\n") }

    /// `text` in the ANSI style `code` when colour is on.
    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
