import Foundation
import ViewLabRender
import ViewLabShell

/// `viewlab` (no arguments) and `viewlab run FILE`: the shell, interactive or on a script.
enum ShellCommand {
    static let help = "run FILE [--keep-going]      run a shell script without a terminal"

    static func interactive() -> Int32 {
        Shell().run()
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        Shell().run()
    }
}
