/// Assigns stable, unique, filesystem-safe preview ids: `<File>/<Name>`. Unnamed previews are
/// numbered in source order within their file (`Preview 1`, `Preview 2`…); a repeated id gets an
/// ordinal suffix (`Name 2`).
enum PreviewIdentifiers {
    static func assign(to previews: [PreviewDescriptor]) -> [PreviewDescriptor] {
        var sorted = previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }.flatMap { $0.expandingSweep() }
        var unnamedCount: [String: Int] = [:]
        var used: [String: Int] = [:]
        for index in sorted.indices {
            let file = sanitize(sorted[index].fileName)
            var numbered = ""
            if sorted[index].name?.isEmpty ?? true, sorted[index].sweepIndex ?? 0 == 0 {
                unnamedCount[file, default: 0] += 1
            }
            numbered = "Preview \(unnamedCount[file, default: 0])"
            let name = sanitize(sorted[index].displayName(numbered: numbered))
            var id = "\(file)/\(name)"
            used[id, default: 0] += 1
            if used[id]! > 1 { id += " \(used[id]!)" }
            sorted[index].id = id
        }
        return sorted
    }

    /// Keeps letters (any script), digits, spaces, `-_+()` and a dot between two digits (`0.25`);
    /// everything else (slashes, other dots, control characters) becomes `-`, so an id is a safe file
    /// name that never contains `..`.
    static func sanitize(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { scalars.indices.contains(i) && ("0"..."9").contains(scalars[i]) }
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            let keep =
                scalar.properties.isAlphabetic || isDigit(i) || " -_+()".unicodeScalars.contains(scalar)
                || (scalar == "." && isDigit(i - 1) && isDigit(i + 1))
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.allSatisfy({ $0 == "-" }) ? "untitled" : trimmed
    }
}
