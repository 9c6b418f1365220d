import Foundation

/// Runs the real `viewlab` executable that `swift build` put next to the test bundle.
public enum ViewLabBinary {
    /// The build products folder (`.build/<triple>/debug`).
    public static var productsDirectory: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        // `swift test` runs `<products>/ViewLabPackageTests.xctest`; step out of a bundle folder if any.
        while dir.pathExtension == "xctest" { dir = dir.deletingLastPathComponent() }
        return dir
    }

    /// The `viewlab` binary; build it with `swift build` before running the tests.
    public static var url: URL { productsDirectory.appendingPathComponent("viewlab") }

    /// The repository root (the folder holding Package.swift).
    public static var repositoryRoot: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    /// What a finished process printed.
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `viewlab` (or another product, such as `viewlab-fixtures`) with `arguments`, feeding
    /// `input` on stdin, in `directory`.
    public static func run(
        _ arguments: [String], input: String? = nil, in directory: URL? = nil, environment: [String: String] = [:],
        binary: String = "viewlab", executable: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? productsDirectory.appendingPathComponent(binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty process cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder.
    public static func temporaryDirectory(_ name: String = "viewlab-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
