import Foundation
import ViewLabRender

/// `viewlab merge DIR… --out DIR`: the shards of an export (`export --shard I/N`) merged into one
/// folder, manifest and gallery (`ExportMerger`); inconsistent inputs are refused with one line.
enum MergeCommand {
    static let info = CLICommandInfo(
        name: "merge", synopsis: "DIR… --out DIR",
        summary: "the outputs of `export --shard I/N` merged into one folder, manifest and gallery",
        detail:
            "Merges export folders — the shards of one export — into one: the PNGs (each copied atomically), then one `manifest.json` and one `index.html`, equal to those of a single export of everything. Inputs that are not parts of one export (another ViewLab build, variant set, fonts or image resources; a missing or malformed manifest) are refused before anything is written, with one line naming the manifest and the problem."
    )

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .init(valued: ["--out"], flags: [], aliases: ["-o": "--out"]))
        guard let out = args.value("--out") else { throw CLIError.usage("merge needs --out DIR") }
        guard !args.positionals.isEmpty else {
            throw CLIError.usage("merge needs the export folders to merge (merge DIR… --out DIR)")
        }
        let merged: ExportManifest
        do {
            merged = try ExportMerger.merge(
                args.positionals.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: out))
        } catch {
            throw CLIError.failed("merge: \(error)")
        }
        print(
            "merged \(args.positionals.count) exports: \(merged.entries.count) PNGs, \(merged.failures.count) failed → \(out)"
        )
        return 0
    }
}
