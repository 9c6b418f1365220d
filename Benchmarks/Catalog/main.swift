import BenchmarkScenes
import Foundation
import Playgrounds
import Previews
import ViewLabCLI

// `viewlab` with the benchmark scenes linked into its catalog (next to the bundled one), so that
// `render` and `export` can be timed on the reference scene as whole processes. With
// `VIEWLAB_BENCH_SCALE=N` it also has the generated catalog of N card previews (scenario 10).
signal(SIGPIPE, SIG_IGN)
if let count = ProcessInfo.processInfo.environment["VIEWLAB_BENCH_SCALE"].flatMap({ Int($0) }) { ScaleCatalog.register(count: count) }
exit(CLI.main(CommandLine.arguments, playgrounds: PlaygroundsShellBindings.all + BenchmarkScenesShellBindings.all))
