import BenchmarkScenes
import Foundation
import Playgrounds
import Previews
import ViewLabCLI

// `viewlab` with the benchmark scenes linked into its catalog (next to the bundled one), so that
// `render` and `export` can be timed on the reference scene as whole processes.
signal(SIGPIPE, SIG_IGN)
exit(CLI.main(CommandLine.arguments, playgrounds: PlaygroundsShellBindings.all + BenchmarkScenesShellBindings.all))
