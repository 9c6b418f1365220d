/// Assigns stable, unique, filesystem-safe preview ids: `<File>/<Name>`. Unnamed previews are
/// numbered in source order within their file (`Preview 1`, `Preview 2`…); a repeated id gets an
/// ordinal suffix (`Name 2`).
enum PreviewIdentifiers {
    static func assign(to previews: [PreviewDescriptor]) -> [PreviewDescriptor] {
        var sorted = previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        var unnamedCount: [String: Int] = [:]
        var used: [String: Int] = [:]
        for index in sorted.indices {
            let file = sanitize(sorted[index].fileName)
            var name: String
            if let given = sorted[index].name, !given.isEmpty {
                name = sanitize(given)
            } else {
                unnamedCount[file, default: 0] += 1
                name = "Preview \(unnamedCount[file]!)"
            }
            var id = "\(file)/\(name)"
            used[id, default: 0] += 1
            if used[id]! > 1 { id += " \(used[id]!)" }
            sorted[index].id = id
        }
        return sorted
    }

    /// Keeps letters (any script), digits, spaces and `-_.+()`; everything else (slashes, `..`,
    /// control characters) becomes `-`.
    static func sanitize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let keep = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_+()".unicodeScalars.contains(scalar)
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.allSatisfy({ $0 == "-" }) ? "untitled" : trimmed
    }
}
