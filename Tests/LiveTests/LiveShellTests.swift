import Foundation
import ImageIO
import TestSupport
import XCTest

/// The real `viewlab` binary: `:load FILE.swift` in script mode, compile errors, and
/// `viewlab export --package` for a package outside the repository.
final class LiveShellTests: XCTestCase {
    func testLoadConstructExportInScriptMode() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-shell")
        let file = try LiveFixtures.write(LiveFixtures.ring(color: "systemGreen"), to: "MyRing.swift", in: dir)
        let png = dir.appendingPathComponent("a.png")
        let result = try LiveFixtures.loadAndExport(
            file, construct: "MyRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))", to: png)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("compiled MyRing.swift in "), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("· 2 previews · classes: MyRing\n  MyRing/Ring\n  MyRing/Preview 1\n"), result.stdout
        )
        let image = try PNGDecoder().decode(contentsOf: png).image
        let centre = image.pixel(x: image.width / 2, y: image.height / 2)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [0x34, 0xC7, 0x59])  // systemGreen
        // `MyRing(frame:)` ran the class's init(frame:), not the preview (which sets a white
        // background): an opaque draw(_:) view without a background draws on black, as on iOS.
        let corner = image.pixel(x: 2, y: 2)
        XCTAssertEqual([corner.red, corner.green, corner.blue, corner.alpha], [0, 0, 0, 255])
    }

    /// Code for iOS 17 and later annotates its view classes `@MainActor` (UIView is main-actor
    /// isolated on iOS). Such a class loads with its preview, is constructible through its own
    /// initialiser, and setting its property runs `didSet` — the generated bindings run on the
    /// main actor.
    func testAMainActorClassIsConstructibleAndSettable() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-shell")
        let file = try LiveFixtures.write(
            """
            import UIKit

            @MainActor
            final class Meter: UIView {
                var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
                init(level: CGFloat) {
                    self.level = level
                    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func draw(_ rect: CGRect) {
                    UIColor.white.setFill()
                    UIRectFill(bounds)
                    UIColor.systemBlue.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
                }
            }

            #Preview { Meter(level: 1) }
            """, to: "Meter.swift", in: dir)
        let png = dir.appendingPathComponent("meter.png")
        let script =
            ":load \(file.path)\nlet m = Meter(level: 0)\nroot.addSubview(m)\nm.level = 0.5\n:export m \(png.path)\n"
        let result = try ViewLabBinary.run([], input: script)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("· 1 preview · classes: Meter\n"), result.stdout)
        let image = try PNGDecoder().decode(contentsOf: png).image
        let left = image.pixel(x: image.width / 4, y: image.height / 2),
            right = image.pixel(x: image.width * 3 / 4, y: image.height / 2)
        XCTAssertEqual(
            [left.red, left.green, left.blue], [0x00, 0x7A, 0xFF], "systemBlue fills the left half after didSet redrew")
        XCTAssertEqual([right.red, right.green, right.blue], [0xFF, 0xFF, 0xFF])
    }

    /// `prepareForInterfaceBuilder()` runs only where a design-time canvas instantiates the class:
    /// right after the shell constructs an `@IBDesignable` class — never for a designable view that
    /// code builds, in a preview body as at run time (Apple: "When Interface Builder instantiates a
    /// class with the IB_DESIGNABLE attribute, it calls this method"; Xcode's `#Preview` canvas runs
    /// the body's code as the app does).
    func testPrepareForInterfaceBuilderRunsOnlyWhereTheCanvasInstantiates() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-shell")
        let file = try LiveFixtures.write(
            """
            import UIKit

            @IBDesignable final class Tag: UIView {
                var prepared = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .white
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    prepared += 1
                    backgroundColor = .systemOrange // placeholder look, design time only
                }
            }

            final class Holder: UIView {
                let badge = Tag(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .white
                    addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            #Preview("Held", traits: .fixedLayout(width: 20, height: 20)) { Holder(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
            """, to: "Designable.swift", in: dir)
        let png = dir.appendingPathComponent("held.png")
        let script =
            ":load \(file.path)\nlet t = Tag(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nt.prepared\n"
            + "let h = Holder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))\nh.badge.prepared\n:preview Designable/Held\n:export preview \(png.path)\n"
        let result = try ViewLabBinary.run([], input: script)
        XCTAssertEqual(result.status, 0, result.stderr)
        let printed = result.stdout.split(separator: "\n").filter { $0 == "0" || $0 == "1" }
        XCTAssertEqual(
            printed, ["1", "0"],
            "constructed at the prompt: prepared once; built by Holder's own code: not prepared\n\(result.stdout)")
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = image.width / 20
        let tag = image.pixel(x: 5 * scale, y: 5 * scale), holder = image.pixel(x: 15 * scale, y: 15 * scale)
        XCTAssertEqual(
            [tag.red, tag.green, tag.blue], [0xFF, 0xFF, 0xFF],
            "the preview body's Tag is not prepared (systemOrange if it were)")
        XCTAssertEqual([holder.red, holder.green, holder.blue], [0xFF, 0xFF, 0xFF])
    }

    func testCompileErrorIsReportedWithLocation() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-shell")
        let file = try LiveFixtures.write(LiveFixtures.broken, to: "Broken.swift", in: dir)
        let result = try ViewLabBinary.run([], input: ":load \(file.path)\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("Broken.swift did not compile; the previous version stays active"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("Broken.swift:3:5: error: cannot find 'undefinedThing' in scope"), result.stderr)
    }

    func testExportPackageFromOutsideTheRepository() throws {
        let package = try LiveFixtures.package(
            "viewlab-live-pkg", name: "Rings",
            targets: ["Rings": ["MyRing.swift": LiveFixtures.ring(color: "systemOrange")]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-live-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 2 PNGs, 0 failed"), result.stdout)
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("MyRing/Ring.light-portrait.png"))
            .image
        let centre = image.pixel(x: image.width / 2, y: image.height / 2)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [0xFF, 0x95, 0x00])  // systemOrange
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: out.appendingPathComponent("MyRing/Preview 1.light-portrait.png").path))
        // Only the package's previews: none of viewlab's own catalog.
        let folders = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.contains(".") }
        XCTAssertEqual(folders, ["MyRing"])

        let missing = try ViewLabBinary.run(["export", "--package", out.path, "--out", out.path])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("no Package.swift there"), missing.stderr)
    }
}

/// `export --package` of a package whose target holds a XIB-backed view and its XIB.
final class NibPackageExportTests: XCTestCase {
    func testExportPackageWithAXIBBackedView() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-nib-pkg")
        try LiveFixtures.write(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"ShopApp\", targets: [.target(name: \"ShopApp\", resources: [.process(\"ShopView.xib\")])])\n",
            to: "Package.swift", in: package)
        try ShopViewFixture.write(to: package.appendingPathComponent("Sources/ShopApp"))
        let out = try ViewLabBinary.temporaryDirectory("viewlab-nib-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("exported 1 PNGs, 0 failed") || result.stdout.contains("exported 1 PNG, 0 failed"),
            result.stdout)
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("ShopView/Shop.light-portrait.png"))
            .image
        let corner = image.pixel(x: image.width - 4, y: image.height - 4)
        XCTAssertEqual([corner.red, corner.green, corner.blue], [0xFF, 0xCC, 0x00])  // the XIB's systemYellow
    }
}
