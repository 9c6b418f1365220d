import Foundation
import TestSupport
import ViewLabLive
import XCTest

/// How a package target's resources are laid out in its bundle (SwiftPM's rules) and the
/// errors for resources SwiftPM rejects too.
final class TargetBundleTests: XCTestCase {
    func makeTarget(_ files: [String]) throws -> URL {
        let target = try ViewLabBinary.temporaryDirectory("viewlab-target")
        for file in files {
            let url = target.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        return target
    }

    func contents(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).sorted()
    }

    func testProcessFlattensCopyKeepsAndBuilderFilesComeWithoutADeclaration() throws {
        let target = try makeTarget([
            "View.swift", "Images/Icons/a.png", "Images/b.png", "Images/Media.xcassets/x.imageset/Contents.json",
            "Kit.bundle/Icons/c.png", "Cell.xib", "Views/Row.xib", "notes.txt", "Skipped/d.xib",
        ])
        let declared = [
            TargetBundle.Resource(path: target.appendingPathComponent("Images"), rule: .process),
            TargetBundle.Resource(path: target.appendingPathComponent("Kit.bundle"), rule: .copy),
        ]
        let resources = TargetBundle.resources(
            declared: declared, in: target, excluding: [target.appendingPathComponent("Skipped")])
        XCTAssertEqual(
            resources.map(\.path.lastPathComponent), ["Images", "Kit.bundle", "Cell.xib", "Row.xib"],
            "undeclared XIBs are resources, other files (notes.txt) and excluded folders are not")
        let bundle = TargetBundle(
            folder: try ViewLabBinary.temporaryDirectory("viewlab-bundle").appendingPathComponent("T.framework"),
            identifier: "t")
        try bundle.assemble(resources)
        XCTAssertEqual(
            contents(bundle.folder),
            [
                "Cell.xib", "Kit.bundle", "Kit.bundle/Icons", "Kit.bundle/Icons/c.png", "Media.xcassets",
                "Media.xcassets/x.imageset", "Media.xcassets/x.imageset/Contents.json", "Row.xib", "a.png", "b.png",
            ])
        try bundle.assemble([declared[1]])
        XCTAssertEqual(contents(bundle.folder).first, "Kit.bundle", "a new assembly replaces the last one")
        XCTAssertEqual(contents(bundle.folder).count, 3)
    }

    func testATargetIsIdentifiedAsCocoaPodsIdentifiesAPodsFramework() {
        let parent = URL(fileURLWithPath: "/tmp/bundles")
        XCTAssertEqual(TargetBundle(target: "Badges", in: parent).identifier, "org.cocoapods.Badges")
        XCTAssertEqual(
            TargetBundle(target: "My_Kit", in: parent).identifier, "org.cocoapods.My-Kit", "rfc1034identifier")
        XCTAssertEqual(TargetBundle(target: "Badges", in: parent).folder.path, "/tmp/bundles/Badges.framework")
    }

    func testMissingAndCollidingResourcesAreOneLineErrors() throws {
        let target = try makeTarget(["A/x.png", "B/x.png"])
        let bundle = TargetBundle(
            folder: try ViewLabBinary.temporaryDirectory("viewlab-bundle").appendingPathComponent("T.framework"),
            identifier: "t")
        let missing = target.appendingPathComponent("Nowhere")
        XCTAssertThrowsError(try bundle.assemble([TargetBundle.Resource(path: missing, rule: .copy)])) { error in
            XCTAssertEqual(
                (error as? LiveError)?.message, "resource \(missing.path) declared in Package.swift does not exist")
        }
        let both = ["A", "B"].map { TargetBundle.Resource(path: target.appendingPathComponent($0), rule: .process) }
        XCTAssertThrowsError(try bundle.assemble(both)) { error in
            XCTAssertEqual(
                (error as? LiveError)?.message,
                "two resources would be T.framework/x.png: \(target.appendingPathComponent("A/x.png").path) and \(target.appendingPathComponent("B/x.png").path)"
            )
        }
    }

    /// Through `export --package`: a declared resource that is not there skips its target with
    /// one line (SwiftPM refuses such a package too), and the other targets are exported.
    func testAMissingDeclaredResourceSkipsItsTargetInOneLine() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-missing-resource-pkg")
        try LiveFixtures.write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kits", targets: [.target(name: "Broken", resources: [.copy("Nowhere.bundle")]), .target(name: "Fine")])

            """, to: "Package.swift", in: package)
        for target in ["Broken", "Fine"] {
            let folder = package.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try LiveFixtures.write(
                "import UIKit\nimport Previews\n\n#Preview(\"\(target)\") { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }\n",
                to: "\(target).swift", in: folder)
        }
        let out = try ViewLabBinary.temporaryDirectory("viewlab-missing-resource-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        let missing = package.appendingPathComponent("Sources/Broken/Nowhere.bundle").standardizedFileURL.path
        XCTAssertTrue(
            result.stderr.contains(
                "viewlab: target Broken: resource \(missing) declared in Package.swift does not exist; its previews are skipped\n"
            ), result.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("Fine/Fine.light-portrait.png").path),
            result.stderr)
        XCTAssertNotEqual(result.status, 0)
    }
}
