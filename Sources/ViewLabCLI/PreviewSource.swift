import Foundation
import Previews
import ViewLabRender

/// Where a command's previews come from: those compiled into `viewlab` (the bundled catalog),
/// or, with `--package PATH`, another SwiftPM package's (`PackageExport`). Every command that
/// reads previews — `list`, `render`, `export`, `verify`, `audit` — parses the option through
/// `CommandArguments.Spec.readingPreviews` and loads it here.
struct PreviewSource {
    /// The option's name.
    static let option = "--package"

    /// The loaded package; nil: the previews compiled into `viewlab`.
    let package: PackageExport.Loaded?

    /// Loads the package `--package` names, if any (compiling its targets; a target that does not
    /// compile is reported and skipped).
    init(_ args: CommandArguments) throws {
        package = try args.value(Self.option).map { try PackageExport.load(URL(fileURLWithPath: $0)) }
    }

    /// The previews to read.
    var previews: [PreviewDescriptor] { package?.previews ?? PreviewRegistry.all }

    /// The preview called `id` among them.
    func preview(id: String) -> PreviewDescriptor? { previews.first { $0.id == id } }

    /// Each preview's code key for `--incremental` (`ExportKeys.sources`); empty for the catalog,
    /// whose code is covered by the executable's build id.
    var sourceKeys: [String: String] { package?.sourceKeys ?? [:] }

    /// Export options that render these previews: the package's libraries are loaded by the
    /// worker processes, where its preview bodies run (at least one, whatever `--jobs` says).
    func apply(to options: inout ExportOptions) {
        guard let package else { return }
        options.libraries += package.libraries
        options.jobs = max(options.jobs, 1)
    }

    /// Reports the package's targets that did not compile on stderr; false when there were some.
    func reportFailedTargets() -> Bool {
        let failed = package?.failedTargets ?? []
        guard !failed.isEmpty else { return true }
        PackageExport.report("targets that did not compile: \(failed.joined(separator: ", "))")
        return false
    }
}

extension CommandArguments.Spec {
    /// The spec of a command that reads previews: its own options plus `--package PATH`.
    static func readingPreviews(valued: Set<String>, flags: Set<String>, aliases: [String: String] = [:]) -> Self {
        .init(valued: valued.union([PreviewSource.option]), flags: flags, aliases: aliases)
    }
}
