import Foundation
import Previews

/// `viewlab list [FILTER] [--package PATH] [--json]`: every preview id with its file:line and traits.
enum ListCommand {
    static let info = CLICommandInfo(
        name: "list", synopsis: "[FILTER] [--package PATH] [--json]",
        summary: "preview ids with `file:line` and traits",
        detail:
            "Lists the previews of the bundled catalog (or of `--package PATH`) whose id contains FILTER, with the file and line of each `#Preview` and its traits; `--json` for scripts."
    )

    @MainActor
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .readingPreviews(valued: [], flags: ["--json"]))
        let source = try PreviewSource(args)
        let previews = source.previews.filter { preview in
            args.positionals.isEmpty || args.positionals.contains { preview.id.localizedCaseInsensitiveContains($0) }
        }
        if args.has("--json") {
            let rows = previews.map {
                ["id": $0.id, "file": $0.file, "line": "\($0.line)", "traits": traitSummary($0)]
            }
            let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            let width = previews.map(\.id.count).max() ?? 0
            for preview in previews {
                let traits = traitSummary(preview)
                let location = preview.location
                print(
                    preview.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + location
                        + (traits.isEmpty ? "" : "  [\(traits)]"))
            }
        }
        return source.reportFailedTargets() ? 0 : 1
    }

    static func traitSummary(_ preview: PreviewDescriptor) -> String {
        preview.traits.map(\.description).joined(separator: ", ")
    }
}
