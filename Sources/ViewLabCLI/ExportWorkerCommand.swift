import Foundation
import Previews
import ViewLabLive
import ViewLabRender
import ViewLabSupport

/// `viewlab export-worker`: the child process of a parallel export (`ExportWorkerPool`). It is
/// dispatched before the CLI's start-up work: a worker renders previews, so it reads the host
/// environment (resource folders) and records the catalogue's `@IBDesignable` classes, but it
/// builds no shell registry. Its theme arrives with the export options on stdin.
enum ExportWorkerCommand {
    @MainActor
    static func run(playgrounds: ShellBindings) -> Int32 {
        HostEnvironment.start()
        InterfaceBuilderDesignables.register(playgrounds)
        return ExportWorker.serve(loadLibrary: { library in
            _ = try LiveLoader.load(library, sourceKey: library.path)
        })
    }
}
