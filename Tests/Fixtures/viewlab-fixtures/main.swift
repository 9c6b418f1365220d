import FaultyPreviews
import Foundation
import Playgrounds
import ViewLabCLI

// `viewlab` with a second catalog of previews that fail on purpose (for the CLI tests).
signal(SIGPIPE, SIG_IGN)
exit(CLI.main(CommandLine.arguments, playgrounds: PlaygroundsShellBindings.all))
