import Foundation
import ViewLabRender

/// `viewlab verify [FILTER…] [--package PATH] --reference DIR [variant flags] [--threshold N] [--tolerance S]
/// [--report DIR] [--record] [--incremental]`: re-renders and compares with reference images
/// (`--incremental`: only what changed since the last verification with the same report folder).
/// Exit status 0 only when everything matches.
enum VerifyCommand {
    static let info = CLICommandInfo(
        name: "verify",
        synopsis:
            "[FILTER…] [--package PATH] --reference DIR [variant flags] [--threshold N] [--tolerance S] [--report DIR] [--record] [--incremental] [--jobs N]",
        summary: "re-renders and compares with reference images",
        detail:
            "Renders into a scratch folder and compares each image with `--reference DIR` (an earlier export): a pixel differs when a channel differs by more than `--threshold` (default 2); an image matches when no pixel differs or the mean perceptual difference is within `--tolerance` (default 0). Mismatches write actual, reference and diff images and a `report.html` into `--report DIR`; missing and orphaned references fail too. `--record` writes the renders as references. `--incremental`: only what changed since the last verification into the same report folder. Exit status 0 only when everything matches."
    )

    @MainActor
    static func run(_ arguments: [String], themes: ThemeOption) throws -> Int32 {
        let args = try CommandArguments(
            arguments,
            spec: .readingPreviews(
                valued: VariantFlags.valued.union([
                    "--reference", "--threshold", "--tolerance", "--report", "--jobs", "--timeout", "--shard",
                ]),
                flags: ["--record", "--incremental"], aliases: ["-j": "--jobs"]))
        guard let reference = args.value("--reference") else {
            throw CLIError.usage("verify needs --reference DIR (an earlier `viewlab export`)")
        }
        var options = try ExportCommand.exportOptions(args, output: URL(fileURLWithPath: reference), themes: themes)
        let source = try PreviewSource(args)
        source.apply(to: &options)
        var verifier = ReferenceVerifier(
            options: options, referenceDirectory: URL(fileURLWithPath: reference),
            reportDirectory: URL(fileURLWithPath: args.value("--report") ?? "viewlab-verify"))
        verifier.record = args.has("--record")
        verifier.incremental = args.has("--incremental")
        verifier.workerExecutable = ExportCommand.selfExecutable
        verifier.sourceKeys = source.sourceKeys
        if let text = args.value("--threshold") {
            guard let value = Int(text), (0...255).contains(value) else {
                throw CLIError.usage("--threshold takes a channel difference from 0 to 255, not '\(text)'")
            }
            verifier.comparison.threshold = value
        }
        if let text = args.value("--tolerance") {
            guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
                throw CLIError.usage("--tolerance takes a perceptual score from 0 to 1, not '\(text)'")
            }
            verifier.tolerance = value
        }
        if !verifier.record && !FileManager.default.fileExists(atPath: reference) {
            throw CLIError.failed("reference folder \(reference) does not exist (create it with --record)")
        }
        let progress = ProgressLine("verifying")
        let findings: [ReferenceVerifier.Finding]
        do {
            findings = try verifier.run(previews: source.previews) { progress.update(done: $0, total: $1) }
        } catch {
            throw CLIError.failed("verify failed: \(error)")
        }
        var counts = (matched: 0, unchanged: 0, recorded: 0)
        for finding in findings {
            switch finding {
            case .matched: counts.matched += 1
            case .unchanged:
                counts.matched += 1
                counts.unchanged += 1
            case .recorded, .removedOrphan:
                counts.recorded += 1
                print(finding.summary)
            default: FileHandle.standardError.write(Data("viewlab: \(finding.summary)\n".utf8))
            }
        }
        let failures = findings.filter(\.isFailure).count
        let report = failures > 0 ? " — report: \(verifier.reportDirectory.path)/report.html" : ""
        let kept = verifier.incremental ? " (\(counts.unchanged) unchanged since the last verify)" : ""
        print(
            "verified \(findings.count) images: \(counts.matched) matched\(kept), \(failures) failed, \(counts.recorded) recorded\(report)"
        )
        let compiled = source.reportFailedTargets()
        return failures == 0 && compiled ? 0 : 1
    }
}

extension ReferenceVerifier.Finding {
    /// One line for the terminal.
    var summary: String {
        switch self {
        case .matched(let path): return "matched \(path)"
        case .unchanged(let path): return "unchanged \(path)"
        case .mismatched(let path, let detail): return "mismatch \(path): \(detail)"
        case .missingReference(let path): return "missing reference \(path) (run with --record)"
        case .orphanedReference(let path): return "orphaned reference \(path) (no preview renders it any more)"
        case .renderFailed(let id, let variant, let error): return "\(id) [\(variant)] failed: \(error)"
        case .recorded(let path): return "recorded \(path)"
        case .removedOrphan(let path): return "removed orphaned reference \(path)"
        }
    }
}
