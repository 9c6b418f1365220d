import Foundation
@_spi(ViewLab) import CoreGraphics
import ViewLabSupport

/// The lessons folder: `$VIEWLAB_LESSONS`, else the first `Playgrounds/Lessons` found walking up
/// from the executable, then from the current directory.
struct LessonLibrary {
    /// A lesson file: `NN-topic.viewlab`.
    struct Entry {
        var number: String
        var slug: String
        var url: URL
    }

    let directory: URL?

    init(directory: URL? = nil) {
        if let directory {
            self.directory = directory
        } else if let env = ProcessInfo.processInfo.environment["VIEWLAB_LESSONS"], !env.isEmpty {
            self.directory = URL(fileURLWithPath: env)
        } else {
            self.directory = ResourceLocator.find("Playgrounds/Lessons")
        }
    }

    /// The lesson files, by number.
    var entries: [Entry] {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.compactMap { name -> Entry? in
            guard name.hasSuffix(".viewlab"), let dash = name.firstIndex(of: "-") else { return nil }
            let number = String(name[..<dash])
            guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
            let slug = String(name[name.index(after: dash)...].dropLast(".viewlab".count))
            return Entry(number: number, slug: slug, url: directory.appendingPathComponent(name))
        }.sorted { $0.number < $1.number }
    }

    /// The lesson called `name`: its number (`2`, `02`) or the start of its topic (`draw`).
    func entry(_ name: String) -> Entry? {
        let all = entries
        if let n = Int(name) { return all.first { Int($0.number) == n } }
        return all.first { $0.slug.hasPrefix(name.lowercased()) }
    }

    /// Loads and parses a lesson.
    func load(_ entry: Entry) throws -> Lesson {
        guard let data = FileManager.default.contents(atPath: entry.url.path) else {
            throw ShellError("cannot read \(entry.url.path)")
        }
        return try Lesson(text: String(decoding: data, as: UTF8.self), number: entry.number, path: entry.url.path)
    }

    /// `01  Views and layers` per lesson.
    func listing() -> [String] {
        entries.map { entry in
            let title = (try? load(entry).title) ?? entry.slug
            return "\(entry.number)  \(title)"
        }
    }

    /// The error for a lesson that does not exist, with the list.
    func missing(_ name: String) -> ShellError {
        let list = listing()
        guard directory != nil, !list.isEmpty else {
            return ShellError("no lessons found (looked for Playgrounds/Lessons; set VIEWLAB_LESSONS to the folder)")
        }
        return ShellError("no lesson '\(name)'; the lessons are:", hint: list.map { "  " + $0 }.joined(separator: "\n"))
    }
}
