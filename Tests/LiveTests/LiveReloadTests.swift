import Foundation
import Previews
import TestSupport
import UIKit
import ViewLabLive
import ViewLabRender
import XCTest

/// Compiling, loading and reloading a file in this process (the test executable exports its
/// symbols like `viewlab` does): previews are registered, a reload replaces them, a compile error
/// keeps the previous version.
@MainActor
final class LiveReloadTests: XCTestCase {
    /// The centre pixel of `preview` rendered at 1x.
    private func centre(of preview: PreviewDescriptor) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let view = try preview.makeContent().view
        let stage = Stage(device: .iPhone15)
        stage.root.addSubview(view)
        let image = try stage.render(view, scale: 1)
        return image.pixel(x: image.width / 2, y: image.height / 2)
    }

    private func ringPreviews() -> [PreviewDescriptor] {
        PreviewRegistry.all.filter { $0.id.hasPrefix("MyRing/") }
    }

    func testLoadReloadAndCompileErrorKeepsThePreviousVersion() async throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-src")
        let session = LiveSession(compiler: try LiveFixtures.compiler())
        let file = try LiveFixtures.write(LiveFixtures.ring(color: "systemRed"), to: "MyRing.swift", in: dir)

        let first = try session.load(file)
        XCTAssertEqual(first.previews.map { $0.id }, ["MyRing/Ring", "MyRing/Preview 1"])
        XCTAssertEqual(first.bindings.classes.map { $0.name }, ["MyRing"])
        XCTAssertTrue(first.summary.hasPrefix("compiled MyRing.swift in "), first.summary)
        XCTAssertTrue(first.summary.contains("· 2 previews"), first.summary)
        let ring = try XCTUnwrap(PreviewRegistry.preview(id: "MyRing/Ring"))
        let red = try centre(of: ring)
        XCTAssertEqual([red.red, red.green, red.blue], [0xFF, 0x3B, 0x30])  // systemRed

        // Edit and reload: the same ids, now blue; the old previews are gone.
        let started = Date()
        try LiveFixtures.write(LiveFixtures.ring(color: "systemBlue"), to: "MyRing.swift", in: dir)
        let second = try session.load(file)
        let blue = try centre(of: try XCTUnwrap(PreviewRegistry.preview(id: "MyRing/Ring")))
        print(
            String(
                format: "LiveReloadTests: save → rendered pixels in %.2f s (swiftc %.2f s)",
                Date().timeIntervalSince(started), second.product.seconds))
        XCTAssertTrue(second.replaced)
        // Each version has its own ABI name (symbols, library); the module is named after the file
        // in both, so `#fileID` and the runtime's trap messages say `MyRing/MyRing.swift`.
        XCTAssertNotEqual(second.product.abiName, first.product.abiName)
        XCTAssertEqual([first.product.moduleName, second.product.moduleName], ["MyRing", "MyRing"])
        XCTAssertTrue(second.product.abiName.hasPrefix("Live_MyRing_"), second.product.abiName)
        XCTAssertEqual(ringPreviews().map { $0.id }, ["MyRing/Ring", "MyRing/Preview 1"])
        XCTAssertEqual([blue.red, blue.green, blue.blue], [0x00, 0x7A, 0xFF])  // systemBlue
        let oldType: AnyClass = try XCTUnwrap(first.bindings.classes.first?.type),
            newType: AnyClass = try XCTUnwrap(second.bindings.classes.first?.type)
        XCTAssertNotEqual(ObjectIdentifier(oldType), ObjectIdentifier(newType))

        // A compile error: reported with file:line:col, source line and caret; blue stays.
        try LiveFixtures.write(LiveFixtures.broken, to: "MyRing.swift", in: dir)
        XCTAssertThrowsError(try session.load(file)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("MyRing.swift:3:5: error: cannot find 'undefinedThing' in scope"), message)
            XCTAssertTrue(message.contains("    undefinedThing()\n    ^"), message)
            XCTAssertFalse(message.contains("warning:"), message)
        }
        let kept = try centre(of: try XCTUnwrap(PreviewRegistry.preview(id: "MyRing/Ring")))
        XCTAssertEqual([kept.red, kept.green, kept.blue], [0x00, 0x7A, 0xFF])
        XCTAssertEqual(ringPreviews().count, 2)

        // Back to the blue source: the cache answers without compiling.
        try LiveFixtures.write(LiveFixtures.ring(color: "systemBlue"), to: "MyRing.swift", in: dir)
        let cached = try session.load(file)
        XCTAssertTrue(cached.product.cached)
        XCTAssertEqual(cached.product.library, second.product.library)
        XCTAssertEqual(ringPreviews().count, 2)
    }

    /// A loaded file's module is named after it unless that name is taken: by another loaded
    /// file with the same name (prompt lines import both, so they need two names) or by a module
    /// of ViewLab; then the version's unique name is the module name too.
    func testAModuleNameTakenByAnotherSourceFallsBackToTheUniqueName() async throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-src")
        let compiler = try LiveFixtures.compiler()
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let first = try LiveFixtures.write("public let cardA = 1\n", to: "a/Card.swift", in: dir)
        let second = try LiveFixtures.write("public let cardB = 2\n", to: "b/Card.swift", in: dir)
        let framework = try LiveFixtures.write("public let kit = 3\n", to: "UIKit.swift", in: dir)
        let a = try compiler.compile(first), b = try compiler.compile(second), kit = try compiler.compile(framework)
        XCTAssertEqual(a.moduleName, "Card")
        XCTAssertNotNil(a.moduleFolder)
        XCTAssertEqual(b.moduleName, b.abiName)
        XCTAssertTrue(b.abiName.hasPrefix("Live_Card_"), b.abiName)
        XCTAssertNil(b.moduleFolder)
        XCTAssertEqual(kit.moduleName, kit.abiName)
        XCTAssertTrue(kit.abiName.hasPrefix("Live_UIKit_"), kit.abiName)
        // The first file compiled again keeps its name; its new version has a folder of its own.
        try LiveFixtures.write("public let cardA = 10\n", to: "a/Card.swift", in: dir)
        let again = try compiler.compile(first)
        XCTAssertEqual(again.moduleName, "Card")
        XCTAssertNotEqual(again.moduleFolder, a.moduleFolder)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: try XCTUnwrap(again.moduleFolder).appendingPathComponent("Card.swiftmodule").path))
    }

    func testLoadingErrorsAreClear() async throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-src")
        let compiler = try LiveFixtures.compiler()
        XCTAssertThrowsError(try compiler.compile(dir.appendingPathComponent("Missing.swift"))) {
            XCTAssertTrue("\($0)".hasPrefix("no such file or folder"), "\($0)")
        }
        XCTAssertThrowsError(try compiler.compile(dir)) {
            XCTAssertTrue("\($0)".hasPrefix("no .swift files in"), "\($0)")
        }
        let text = try LiveFixtures.write("hello", to: "notes.txt", in: dir)
        XCTAssertThrowsError(try compiler.compile(text)) { XCTAssertEqual("\($0)", "notes.txt is not a .swift file") }
        // A file that is not a library.
        XCTAssertThrowsError(try LiveLoader.load(text, sourceKey: text.path)) {
            XCTAssertTrue("\($0)".hasPrefix("cannot load notes.txt"), "\($0)")
        }
    }
}
