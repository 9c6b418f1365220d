@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import ViewLabRender
@_spi(ViewLab) import UIKit

// MARK: - The software keyboard: :keyboard

extension ShellCommand {
    static let keyboard = ShellCommand(
        name: "keyboard", synopsis: "[on|off]",
        summary: "print, show or hide the software keyboard (its frame, notifications and layout guide)",
        detail:
            "Shows or hides the system keyboard as a text field becoming or resigning first responder does: UIResponder.keyboardWillChangeFrameNotification and keyboardWillShowNotification (or …WillHide…) are posted with the end frame, view.keyboardLayoutGuide follows, and the keyboard slides in for 0.25 s on the media clock — the command then moves the clock on by those 0.25 s (as :step 15 does), so the did notifications are posted and what observers animated alongside has ended. The keyboard is drawn as a plain panel (no keys) over the screen's bottom: 291 pt plus the bottom safe area in portrait.",
        example: ":keyboard on", arguments: .choices(["on", "off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "keyboard")
        let window = shell.stage.window
        guard let word = args.first else { return shell.console.print(window.isKeyboardShown ? "on" : "off") }
        guard word == "on" || word == "off" else { throw ShellError("expected 'on' or 'off', got '\(word)'") }
        let shown = word == "on"
        guard shown != window.isKeyboardShown else { return shell.console.print("keyboard already \(word)") }
        shell.stage.perform { window.setKeyboardShown(shown) }
        shell.stage.runTurn()
        CAMediaClock.current.advance(by: UIWindow.keyboardAnimationDuration)
        shell.stage.runTurn()
        shell.restartPlayback()
        let frame =
            window.keyboardFrame.map {
                "keyboard on: (\(Int($0.minX)), \(Int($0.minY)), \(Int($0.width)), \(Int($0.height)))"
            } ?? "keyboard off"
        shell.console.print("\(frame), \(ShellCommand.describeClock())")
    }
}
