import Foundation
import Playgrounds
import ViewLabCLI

// The bundled catalog (`Playgrounds`) is linked in; its previews are discovered at run time.
// A worker that dies must not take the parent down with a broken pipe.
signal(SIGPIPE, SIG_IGN)
exit(CLI.main(CommandLine.arguments, playgrounds: PlaygroundsShellBindings.all))
