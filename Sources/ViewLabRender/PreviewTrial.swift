import Foundation
import Previews

/// Renders a preview once in a `viewlab export-worker` child process before the shell runs it in
/// its own process, so that a preview whose body traps or loops is reported — with its id, source
/// location and the runtime's message — instead of taking the shell down.
public enum PreviewTrial {
    /// Nil when the preview rendered in the child; otherwise why it did not.
    public static func failure(
        of preview: PreviewDescriptor, executable: URL, libraries: [String] = [], timeout: Double = 30
    ) -> String? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewlab-trial-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var options = ExportOptions(outputDirectory: scratch)
        options.jobs = 1
        options.timeout = timeout
        options.scale = 1
        options.libraries = libraries
        options.theme = nil
        let job = ExportJob(previewID: preview.id, variant: PreviewVariant())
        var outcome: ExportOutcome?
        ExportWorkerPool(executable: executable, options: options, jobs: [job]).run { outcome = $0 }
        guard case .failed(let failure)? = outcome else { return nil }
        return "\(failure.location): \(failure.error)"
    }
}
