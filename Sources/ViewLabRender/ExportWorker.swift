import Foundation
import UIKit
import ViewLabSupport

/// The child side of a parallel export: reads `ExportOptions` as the first JSON line on stdin,
/// then one `ExportJob` per line, and answers each with one `ExportOutcome` JSON line on stdout.
/// A preview that traps kills only this process; the parent reports it and starts a new worker.
public enum ExportWorker {
    /// Serves jobs until stdin ends. `loadLibrary` loads one of `ExportOptions.libraries` and
    /// registers its previews (the CLI passes ViewLabLive's loader, which this module cannot depend
    /// on; nil when the executable cannot load libraries). The theme comes with the options. Runs
    /// on the main actor (the worker's main thread), where its previews are rendered.
    @MainActor public static func serve(loadLibrary: ((URL) throws -> Void)?) -> Int32 {
        guard let header = readLine(),
            let options = try? JSONDecoder().decode(ExportOptions.self, from: Data(header.utf8))
        else {
            FileHandle.standardError.write(
                Data("viewlab export worker: expected the export options on the first line\n".utf8))
            return 2
        }
        if let theme = options.theme {
            do { try Theme.select(theme) } catch {
                FileHandle.standardError.write(Data("viewlab export worker: \(error)\n".utf8))
                return 2
            }
        }
        for library in options.libraries {
            do {
                guard let loadLibrary else { throw ExportWorkerError("this executable cannot load libraries") }
                try loadLibrary(URL(fileURLWithPath: library))
            } catch {
                FileHandle.standardError.write(Data("viewlab export worker: \(library): \(error)\n".utf8))
                return 2
            }
        }
        let renderer = ExportRenderer(options: options)
        let encoder = JSONEncoder()
        while let line = readLine() {
            guard let job = try? JSONDecoder().decode(ExportJob.self, from: Data(line.utf8)) else { continue }
            let outcome = renderer.perform(job)
            guard let data = try? encoder.encode(outcome) else { continue }
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
        return 0
    }
}

/// Why a worker could not start.
struct ExportWorkerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
