import Foundation
import Previews
import ViewLabRender

/// `viewlab audit [FILTER…] [--package PATH] [variant flags] [--json] [--fail-on warning|error] [--jobs N]`: the
/// accessibility audit of every selected preview × variant (`PreviewAuditor`), in export worker
/// processes so a preview that traps is reported and the rest are audited. Exit status 1 when a
/// finding at or above `--fail-on` (default `error`) is not accepted by its preview, or a preview
/// failed.
enum AuditCommand {
    static let info = CLICommandInfo(
        name: "audit",
        synopsis: "[FILTER…] [--package PATH] [variant flags] [--json] [--fail-on warning|error] [--jobs N]",
        summary: "the accessibility audit of every preview × variant",
        detail:
            "Audits every preview × variant (see Docs/accessibility.md): findings with view paths and frames, then the VoiceOver reading order; `--json` writes them as JSON. The exit status is 1 when a finding at or above `--fail-on` (default `error`) is not accepted by its preview (`.viewlabAccessibilityAccepted`), or a preview failed."
    )

    @MainActor
    static func run(_ arguments: [String], themes: ThemeOption) throws -> Int32 {
        let args = try CommandArguments(
            arguments,
            spec: .readingPreviews(
                valued: VariantFlags.valued.union(["--fail-on", "--jobs", "--timeout", "--shard"]), flags: ["--json"],
                aliases: ["-j": "--jobs"]))
        let threshold = try failOn(args.value("--fail-on"))
        var options = try ExportCommand.exportOptions(
            args, output: FileManager.default.temporaryDirectory, themes: themes)
        options.auditOnly = true
        let source = try PreviewSource(args)
        source.apply(to: &options)
        let summary: CatalogExporter.Summary
        do {
            summary = try CatalogExporter(options: options, workerExecutable: ExportCommand.selfExecutable).run(
                previews: source.previews)
        } catch {
            throw CLIError.failed("audit failed: \(error)")
        }
        for failure in summary.failures {
            FileHandle.standardError.write(
                Data("viewlab: \(failure.id) [\(failure.variant)] (\(failure.location)): \(failure.error)\n".utf8))
        }
        let reports = summary.written.compactMap { entry in entry.audit.map { (entry, $0) } }
        if args.has("--json") {
            print(try json(reports))
        } else {
            for (entry, report) in reports {
                print("\(entry.id) [\(entry.variant)] \(entry.file):\(entry.line)")
                print(report.text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            }
        }
        let findings = reports.flatMap(\.1.findings)
        let count = { (severity: AuditSeverity) in
            findings.filter { $0.acceptedReason == nil && $0.severity == severity }.count
        }
        let accepted = findings.filter { $0.acceptedReason != nil }.count
        let line =
            "audited \(reports.count) previews: \(count(.error)) errors, \(count(.warning)) warnings, \(accepted) accepted, \(summary.failures.count) failed"
        FileHandle.standardError.write(Data("\(line)\n".utf8))
        let failing = reports.contains { $0.1.fails(at: threshold) }
        let compiled = source.reportFailedTargets()
        return failing || !summary.failures.isEmpty || !compiled ? 1 : 0
    }

    static func failOn(_ text: String?) throws -> AuditSeverity {
        guard let text else { return .error }
        guard let severity = AuditSeverity(rawValue: text) else {
            throw CLIError.usage("--fail-on takes warning or error, not '\(text)'")
        }
        return severity
    }

    /// `[{id, variant, file, line, findings, readingOrder}]`, pretty-printed with sorted keys.
    static func json(_ reports: [(ExportManifest.Entry, AuditReport)]) throws -> String {
        struct Item: Encodable {
            let id, variant, file: String
            let line: Int
            let findings: [AuditFinding]
            let readingOrder: [String]
        }
        let items = reports.map {
            Item(
                id: $0.0.id, variant: $0.0.variant, file: $0.0.file, line: $0.0.line, findings: $0.1.findings,
                readingOrder: $0.1.readingOrder)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(items), as: UTF8.self)
    }
}
