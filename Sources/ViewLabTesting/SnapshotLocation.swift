import Foundation

/// Where one snapshot's files go, from the test that asserts it.
///
/// - The reference: `__Snapshots__/<TestFile>/<testName>.<name>.png` in the test file's folder
///   (swift-snapshot-testing's layout; `<TestFile>` without `.swift`, `<testName>` without `()`;
///   in both names anything but letters, digits, `_`, `-` and `.` is turned into `-`).
/// - After a failed comparison: `<testName>.<name>.actual.png`, `.expected.png` and `.diff.png`
///   in `$VIEWLAB_SNAPSHOT_FAILURES/<TestFile>/`, or else in `.build/snapshot-failures/<TestFile>/`
///   of the package the test file belongs to (the nearest folder above it with a `Package.swift`).
struct SnapshotLocation {
    /// The environment variable naming the folder failures are written to.
    static let failuresVariable = "VIEWLAB_SNAPSHOT_FAILURES"

    /// The test file (`#filePath`).
    var testFile: URL
    /// The test's name, made safe for a file name.
    var testName: String
    /// The folder of the references: `__Snapshots__/<TestFile>` next to the test file, or the
    /// folder the assertion names (`snapshotDirectory:`, as in swift-snapshot-testing).
    var referenceFolder: URL
    /// The environment (`VIEWLAB_SNAPSHOT_FAILURES`).
    var environment: [String: String]

    init(
        filePath: String, function: String, snapshotDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        testFile = URL(fileURLWithPath: filePath)
        testName = Self.sanitized(function)
        referenceFolder =
            snapshotDirectory.map { URL(fileURLWithPath: $0) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        self.environment = environment
    }

    /// The test file's name without its extension.
    var testFileName: String { testFile.deletingPathExtension().lastPathComponent }

    /// `<testName>.<name>`: the base of every file of the snapshot `name`.
    func baseName(_ name: String) -> String { "\(testName).\(Self.fileSafe(name))" }

    /// The reference image of the snapshot `name`.
    func reference(_ name: String) -> URL {
        referenceFolder.appendingPathComponent(baseName(name) + ".png")
    }

    /// The folder failure images are written to.
    func failuresFolder() -> URL {
        let root =
            environment[Self.failuresVariable].map { URL(fileURLWithPath: $0) }
            ?? packageRoot().appendingPathComponent(".build").appendingPathComponent("snapshot-failures")
        return root.appendingPathComponent(testFileName)
    }

    /// The nearest folder above the test file with a `Package.swift`, else the current folder.
    func packageRoot() -> URL {
        var folder = testFile.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// A test's name for file names: its base name (`test_card()` → `test_card`), file-safe.
    static func sanitized(_ function: String) -> String {
        let base = function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
        let safe = fileSafe(base).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return safe.isEmpty ? "snapshot" : safe
    }

    /// `name` with every character but letters, digits, `_`, `-` and `.` turned into `-`.
    static func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "_-.".contains($0) ? $0 : "-" })
    }
}
