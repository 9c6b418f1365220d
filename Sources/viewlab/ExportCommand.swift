import Foundation
import Previews
import ViewLabRender

/// `viewlab export [FILTER…] --out DIR [variant flags]`: every preview × variant as PNG, plus
/// `manifest.json`.
enum ExportCommand {
    static let help = "export [FILTER…] --out DIR [--appearance light,dark] [--orientation portrait,landscape] [--device NAME] [--scale N]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .init(valued: VariantFlags.valued.union(["--out"]), flags: [], aliases: ["-o": "--out"]))
        guard let out = args.value("--out") else { throw CLIError.usage("export needs --out DIR") }
        var options = ExportOptions(outputDirectory: URL(fileURLWithPath: out))
        options.filters = args.positionals
        options.appearances = try VariantFlags.appearances(args, default: [.light])
        options.orientations = try VariantFlags.orientations(args, default: [.portrait])
        options.device = try VariantFlags.device(args)
        options.scale = try VariantFlags.scale(args)
        let summary: CatalogExporter.Summary
        do {
            summary = try CatalogExporter(options: options).run()
        } catch {
            throw CLIError.failed("export to \(out) failed: \(error)")
        }
        for failure in summary.failures {
            FileHandle.standardError.write(Data("viewlab: \(failure.id) [\(failure.variant)] (\(failure.location)): \(failure.error)\n".utf8))
        }
        print(String(format: "exported %d PNGs, %d failed, in %.2f s → %@", summary.written.count, summary.failures.count, summary.seconds, out))
        return summary.failures.isEmpty ? 0 : 1
    }
}
