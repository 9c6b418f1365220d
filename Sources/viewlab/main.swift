import Foundation
import ViewLabRender
import ViewLabShell
// (CLI dispatch is the lead's; for now: no args → shell)
let stage = Stage()
let shell = Shell(stage: stage, options: ShellOptions())
exit(isatty(0) != 0 ? shell.runInteractive() : shell.runScript(String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), name: "<stdin>"))
