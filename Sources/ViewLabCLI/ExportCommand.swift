import Foundation
import Previews
import ViewLabRender

/// `viewlab export [FILTER…] --out DIR [variant flags] [--jobs N] [--shard I/N] [--clean]
/// [--incremental]`: every preview × variant as PNG, plus `manifest.json` and `index.html`;
/// `--incremental` keeps the images whose key (`ExportKeys`) and file are unchanged.
enum ExportCommand {
    static let info = CLICommandInfo(
        name: "export",
        synopsis:
            "[FILTER…] [--package PATH] --out DIR [--appearance light,dark] [--orientation portrait,landscape] [--device A,B] [--textsize L,AX3] [--direction ltr,rtl] [--contrast normal,high] [--scale N] [--jobs N] [--shard I/N] [--clean] [--incremental] [--timeout S] [--time SECONDS] [--audit] [--gif]",
        summary: "every preview × variant as PNG, plus `manifest.json` and an offline `index.html` gallery",
        detail:
            "Renders every preview (or those whose id contains a FILTER) in every combination of the variant flags, each in a worker process (`--jobs N`, default the number of cores; a preview that traps or exceeds `--timeout` seconds loses only its own image). `--package PATH`: another package's previews. `--audit`: each entry gets its accessibility findings, and a variant with findings an overlay `<name>.audit.png`. `--gif`: an animated preview also gets `<name>.gif`, the same frames as its APNG. `--incremental`: only what changed since the folder's last export. `--shard I/N`: every N-th job from the I-th, for CI matrices (`merge` puts shards together). `--clean`: removes PNGs of previews or variants that no longer exist. `--time SECONDS`: each preview's animations SECONDS after its body was built (without it an image is the static model layer tree). Exit status 0 only when every preview rendered."
    )

    @MainActor
    static func run(_ arguments: [String], themes: ThemeOption) throws -> Int32 {
        let args = try CommandArguments(
            arguments,
            spec: .readingPreviews(
                valued: VariantFlags.valued.union(["--out", "--jobs", "--shard", "--timeout", "--time"]),
                flags: ["--clean", "--incremental", "--audit", "--gif"], aliases: ["-o": "--out", "-j": "--jobs"]))
        guard let out = args.value("--out") else { throw CLIError.usage("export needs --out DIR") }
        var options = try exportOptions(args, output: URL(fileURLWithPath: out), themes: themes)
        options.audit = args.has("--audit")
        options.gif = args.has("--gif")
        let source = try PreviewSource(args)
        source.apply(to: &options)
        let progress = ProgressLine("exporting")
        let summary: CatalogExporter.Summary
        do {
            var exporter = CatalogExporter(options: options, workerExecutable: selfExecutable)
            exporter.sourceKeys = source.sourceKeys
            summary = try exporter.run(previews: source.previews) { progress.update(done: $0, total: $1) }
        } catch {
            throw CLIError.failed("export to \(out) failed: \(error)")
        }
        for warning in summary.warnings {
            FileHandle.standardError.write(Data("viewlab: warning: \(warning)\n".utf8))
        }
        for failure in summary.failures {
            FileHandle.standardError.write(
                Data("viewlab: \(failure.id) [\(failure.variant)] (\(failure.location)): \(failure.error)\n".utf8))
        }
        let removed = summary.removed.isEmpty ? "" : ", removed \(summary.removed.count) stale"
        let unchanged = options.incremental ? ", unchanged \(summary.unchanged.count)" : ""
        print(
            String(
                format: "exported %d PNGs%@, %d failed%@, in %.2f s → %@", summary.written.count, unchanged,
                summary.failures.count, removed, summary.seconds, out))
        let compiled = source.reportFailedTargets()
        return summary.failures.isEmpty && compiled ? 0 : 1
    }

    /// The options shared by `export` and `verify`.
    static func exportOptions(_ args: CommandArguments, output: URL, themes: ThemeOption) throws -> ExportOptions {
        var options = ExportOptions(outputDirectory: output)
        options.filters = args.positionals
        options.appearances = try VariantFlags.appearances(args, default: [.light])
        options.orientations = try VariantFlags.orientations(args, default: [.portrait])
        options.deviceNames = try VariantFlags.devices(args).map(\.name)
        options.contentSizeCategories = try VariantFlags.contentSizeCategories(args)
        options.layoutDirections = try VariantFlags.layoutDirections(args)
        options.contrasts = try VariantFlags.contrasts(args)
        options.scale = try VariantFlags.scale(args)
        options.clean = args.has("--clean")
        options.incremental = args.has("--incremental")
        options.theme = themes.selected
        if themes.list.count > 1 { options.themes = themes.list }
        options.jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = args.value("--jobs") {
            guard let jobs = Int(text), (0...64).contains(jobs) else {
                throw CLIError.usage("--jobs takes a whole number from 0 to 64, not '\(text)'")
            }
            options.jobs = jobs
        }
        if let text = args.value("--timeout") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                throw CLIError.usage("--timeout takes seconds from 0 to 3600, not '\(text)'")
            }
            options.timeout = seconds
        }
        if let text = args.value("--time") {
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                throw CLIError.usage("--time takes seconds from 0 to 3600, not '\(text)'")
            }
            options.time = seconds
        }
        if let text = args.value("--shard") {
            let parts = text.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, parts[1] <= 1000, (1...parts[1]).contains(parts[0]) else {
                throw CLIError.usage("--shard takes I/N with 1 ≤ I ≤ N, not '\(text)'")
            }
            options.shard = .init(index: parts[0], count: parts[1])
        }
        return options
    }

    /// This executable, for worker processes.
    static var selfExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
}
