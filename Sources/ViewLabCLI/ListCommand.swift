import Foundation
import Previews

/// `viewlab list [FILTER] [--json]`: every preview id with its file:line and traits.
enum ListCommand {
    static let help = "list [FILTER] [--json]     preview ids, file:line and traits"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .init(valued: [], flags: ["--json"]))
        let previews = PreviewRegistry.all.filter { preview in
            args.positionals.isEmpty || args.positionals.contains { preview.id.localizedCaseInsensitiveContains($0) }
        }
        if args.has("--json") {
            let rows = previews.map { ["id": $0.id, "file": $0.fileID, "line": "\($0.line)", "traits": traitSummary($0)] }
            let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            let width = previews.map(\.id.count).max() ?? 0
            for preview in previews {
                let traits = traitSummary(preview)
                let location = "\(preview.fileID):\(preview.line)"
                print(preview.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + location + (traits.isEmpty ? "" : "  [\(traits)]"))
            }
        }
        return 0
    }

    static func traitSummary(_ preview: PreviewDescriptor) -> String {
        preview.traits.map(\.description).joined(separator: ", ")
    }
}
