import Foundation
import ImageIO
import TestSupport
import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// A shell on a fresh stage whose output is captured (on the main actor, as the shell is).
@MainActor
final class ShellHarness {
    let stage = Stage()
    let shell: Shell
    private(set) var out = ""
    private(set) var err = ""

    init(keepGoing: Bool = false) {
        shell = Shell(stage: stage, options: ShellOptions(keepGoing: keepGoing, colour: false))
        shell.setConsole(
            Console(colour: false, out: { [unowned self] in out += $0 }, err: { [unowned self] in err += $0 }))
    }

    /// Runs `script`; returns the exit status.
    @discardableResult
    func run(_ script: String, name: String = "<test>") -> Int32 {
        shell.runScript(script, name: name)
    }

    /// Runs `script` and returns what it printed (standard output), failing on any error.
    @discardableResult
    func output(_ script: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let before = out.count
        let status = run(script)
        XCTAssertEqual(status, 0, "script failed: \(err)", file: file, line: line)
        return String(out.dropFirst(before))
    }

    /// Runs `line` in the interpreter only — a line it would hand to the compiler (an error with
    /// the reason `interpreterLacks`) fails the test — and returns what it printed.
    @discardableResult
    func interpreted(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String {
        let before = out.count
        do { try shell.session.run(line) } catch {
            XCTFail("not interpreted: \(line)\n\(error)", file: file, line: number)
        }
        return String(out.dropFirst(before))
    }

    /// Each line runs in the interpreter of one fresh shell and prints what is paired with it
    /// ("" for a statement); a line the shell would hand to the compiler fails the test.
    static func assertInterpreted(
        _ lines: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let shell = ShellHarness()
        for (source, printed) in lines {
            XCTAssertEqual(shell.interpreted(source, file: file, line: line), printed, source, file: file, line: line)
        }
    }

    /// Runs `script` expecting an error; returns the error text.
    func error(_ script: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let before = err.count
        XCTAssertEqual(run(script), 1, "expected an error", file: file, line: line)
        return String(err.dropFirst(before))
    }
}

/// Paths and pixels shared by the tests.
enum ShellTestSupport {
    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        try ViewLabBinary.temporaryDirectory("viewlab-shell")
    }

    /// The `viewlab` binary built next to the test bundle; a missing binary is a failure, not a
    /// skip (`swift build` must have run — `make test` does).
    static func viewlabBinary() throws -> URL {
        let url = ViewLabBinary.url
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSLocalizedDescriptionKey:
                        "the viewlab binary is not built at \(url.path); run `swift build` first",
                ])
        }
        return url
    }

    /// Decodes the PNG at `url` and returns its image.
    static func decode(_ url: URL) throws -> (image: CGImage, info: PNGDecoder.Info) {
        try PNGDecoder().decode(contentsOf: url)
    }

    /// Asserts that every pixel in `rect` (pixels) has the colour `rgb` (within 1 per channel).
    static func assertColour(
        _ image: CGImage, _ rect: (x: Int, y: Int, width: Int, height: Int), _ rgb: (UInt8, UInt8, UInt8),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for y in stride(from: rect.y, to: rect.y + rect.height, by: 1) {
            for x in stride(from: rect.x, to: rect.x + rect.width, by: 1) {
                let p = image.pixel(x: x, y: y)
                guard abs(Int(p.red) - Int(rgb.0)) <= 1, abs(Int(p.green) - Int(rgb.1)) <= 1,
                    abs(Int(p.blue) - Int(rgb.2)) <= 1,
                    p.alpha == 255
                else {
                    XCTFail("pixel (\(x), \(y)) is \(p), expected \(rgb)", file: file, line: line)
                    return
                }
            }
        }
    }
}
