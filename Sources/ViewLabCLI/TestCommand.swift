import Foundation
import ViewLabLive

/// `viewlab test --package PATH [-- SWIFT-TEST-ARGUMENTS…]`: runs a package's tests with its code
/// bridged (`BridgedPackage`): `swift test` on the bridged copy, with the package's own build
/// folder as the scratch path (ViewLab and the other dependencies are built once for both) unless
/// the arguments name one, and `VIEWLAB_BRIDGE=1` in the environment so a manifest can tell.
/// Arguments after `--` go to `swift test` (`--filter`, `--parallel`…); its exit status is the
/// command's.
enum TestCommand {
    static let info = CLICommandInfo(
        name: "test", synopsis: "--package PATH [-- SWIFT-TEST-ARGUMENTS…]",
        summary: "runs the package's tests through the source bridge",
        detail:
            "Writes a bridged copy of the package into `.build/viewlab-bridged/<folder>/` (files mapped line for line onto yours) and runs `swift test` on it, so code that needs the source bridge (`@objc` target–action, optional protocol requirements, `#keyPath`) is tested on Linux; failures name your files and lines. Arguments after `--` go to `swift test`; its exit status is the command's."
    )

    static func run(_ arguments: [String]) throws -> Int32 {
        let split = arguments.firstIndex(of: "--")
        let own = Array(arguments[..<(split ?? arguments.endIndex)])
        let passed = split.map { Array(arguments[($0 + 1)...]) } ?? []
        let args = try CommandArguments(own, spec: .init(valued: ["--package"], flags: []))
        guard let path = args.value("--package") else {
            throw CLIError.usage("test needs --package PATH (a SwiftPM package)")
        }
        if let extra = args.positionals.first {
            throw CLIError.usage("unexpected '\(extra)' (arguments for swift test go after --)")
        }
        let bridged = BridgedPackage(package: URL(fileURLWithPath: path))
        let summary: BridgedPackage.Summary
        do {
            summary = try bridged.update()
        } catch let error as LiveError {
            throw CLIError.failed(error.message)
        }
        FileHandle.standardError.write(
            Data(
                "viewlab: bridged \(summary.targets.count) targets (\(summary.written) files written) into \(bridged.copy.path)\n"
                    .utf8))
        let swift: URL
        do { swift = try LiveToolchain.swiftDriver() } catch let error as LiveError {
            throw CLIError.failed(error.message)
        }
        var command = ["test", "--package-path", bridged.copy.path]
        if !passed.contains(where: { $0 == "--scratch-path" || $0.hasPrefix("--scratch-path=") }) {
            command += ["--scratch-path", bridged.package.appendingPathComponent(".build").path]
        }
        let process = Process()
        process.executableURL = swift
        process.arguments = command + passed
        process.environment = ProcessInfo.processInfo.environment.merging(["VIEWLAB_BRIDGE": "1"]) { $1 }
        do {
            try process.run()
        } catch {
            throw CLIError.failed("cannot run \(swift.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
