@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import XCTest
import ViewLabSupport

/// `UIImage(named:)`: folders, @2x/@3x variant choice and fallback, caching, failures.
@MainActor
final class UIImageNamedTests: XCTestCase {
    typealias F = UIImageFixtures

    /// A registered folder with `dot.png` (red, 2 px), `dot@2x.png` (green, 4 px) and
    /// `dot@3x.png` (blue, 6 px) — all 2×2 points — plus `only@2x.png` and `only@3x.png`.
    func makeFolder() throws -> URL {
        let folder = F.temporaryFolder(self)
        try F.writeSolid(F.red, pixels: 2, to: folder.appendingPathComponent("dot.png"))
        try F.writeSolid(F.green, pixels: 4, to: folder.appendingPathComponent("dot@2x.png"))
        try F.writeSolid(F.blue, pixels: 6, to: folder.appendingPathComponent("dot@3x.png"))
        try F.writeSolid(F.white, pixels: 4, to: folder.appendingPathComponent("only@2x.png"))
        try F.writeSolid(F.yellow, pixels: 6, to: folder.appendingPathComponent("only@3x.png"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try F.writeSolid(F.gray, pixels: 3, to: folder.appendingPathComponent("icons/gear@3x.png"))
        UIImage.registerResourceDirectory(folder)
        return folder
    }

    func named(_ name: String, displayScale: CGFloat) -> UIImage? {
        UIImage(named: name, in: nil, compatibleWith: UITraitCollection(displayScale: displayScale))
    }

    func colour(_ image: UIImage?) -> UInt32? { image?.cgImage.map { F.word($0, 0, 0) } }

    func testChoosesTheVariantForTheScale() async throws {
        _ = try makeFolder()
        for (scale, word) in [(CGFloat(1), F.red), (2, F.green), (3, F.blue)] {
            let image = try XCTUnwrap(named("dot", displayScale: scale))
            XCTAssertEqual(image.scale, scale)
            XCTAssertEqual(image.size, CGSize(width: 2, height: 2), "same size in points at every scale")
            XCTAssertEqual(colour(image), word, "scale \(scale)")
        }
        // No trait collection: the main screen's scale (the host's iPhone 15: 3×; no test or stage changes it).
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIImage(named: "dot")?.scale, 3)
        XCTAssertEqual(colour(named("dot.png", displayScale: 2)), F.green, "an extension is accepted")
        XCTAssertEqual(named("dot@2x", displayScale: 3)?.scale, 2, "an explicit variant is taken as is")
        XCTAssertEqual(named("icons/gear", displayScale: 3)?.size, CGSize(width: 1, height: 1), "sub-folders")
    }

    func testFallsBackToLargerThenSmallerVariants() async throws {
        _ = try makeFolder()
        XCTAssertEqual(named("only", displayScale: 1)?.scale, 2, "1×: the next larger variant")
        XCTAssertEqual(named("only", displayScale: 2)?.scale, 2)
        XCTAssertEqual(named("only", displayScale: 3)?.scale, 3)
        XCTAssertEqual(named("icons/gear", displayScale: 1)?.scale, 3)
        XCTAssertEqual(UIImage.variantOrder(for: 3), [3, 2, 1])
        XCTAssertEqual(UIImage.variantOrder(for: 2), [2, 3, 1])
        XCTAssertEqual(UIImage.variantOrder(for: 1), [1, 2, 3])
        XCTAssertEqual(UIImage.variantOrder(for: .nan), [1, 2, 3])
    }

    /// An asset catalog next to the sources (a library's `Media.xcassets`): its image sets are
    /// found by name, in folder groups too, with the variant for the scale from `Contents.json`.
    func testFindsImageSetsOfAnAssetCatalog() async throws {
        let folder = F.temporaryFolder(self)
        let set = folder.appendingPathComponent("Media.xcassets/Badges/check_done.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try F.writeSolid(F.green, pixels: 4, to: set.appendingPathComponent("done@2x.png"))
        try F.writeSolid(F.blue, pixels: 6, to: set.appendingPathComponent("done@3x.png"))
        let contents = """
            {"images": [{"idiom": "universal", "scale": "1x"},
                        {"idiom": "universal", "filename": "done@2x.png", "scale": "2x"},
                        {"idiom": "universal", "filename": "done@3x.png", "scale": "3x"}],
             "info": {"version": 1, "author": "xcode"}}
            """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        UIImage.registerResourceDirectory(folder)
        let three = try XCTUnwrap(named("check_done", displayScale: 3))
        XCTAssertEqual(three.scale, 3)
        XCTAssertEqual(three.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(colour(three), F.blue)
        XCTAssertEqual(colour(named("check_done", displayScale: 2)), F.green)
        XCTAssertEqual(named("check_done", displayScale: 1)?.scale, 2, "no 1× file: the next larger variant")
        XCTAssertEqual(F.failures { XCTAssertNil(UIImage(named: "Badges")) }.count, 1, "a group is no image")
    }

    func testMissingImageIsNilWithAOneLineReason() async throws {
        let folder = try makeFolder()
        var image: UIImage?
        let messages = F.failures { image = UIImage(named: "no-such-image") }
        XCTAssertNil(image)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasPrefix("UIImage(named: \"no-such-image\"): no such PNG (looked in "), messages[0])
        XCTAssertTrue(messages[0].contains(folder.standardizedFileURL.path), messages[0])
        XCTAssertEqual(F.failures { XCTAssertNil(UIImage(named: "")) }.count, 1, "an empty name is reported too")
    }

    func testCorruptFileIsNilAndNamesTheFile() async throws {
        let folder = try makeFolder()
        let broken = folder.appendingPathComponent("broken.png")
        try Data("PNG? no".utf8).write(to: broken)
        var image: UIImage?
        let messages = F.failures { image = UIImage(named: "broken") }
        XCTAssertNil(image)
        XCTAssertEqual(messages, ["\(broken.standardizedFileURL.path): not a PNG file (bad signature)"])
    }

    func testCachesDecodedBitmapsUntilTheFileChanges() async throws {
        let folder = try makeFolder()
        let first = try XCTUnwrap(named("dot", displayScale: 2))
        let second = try XCTUnwrap(named("dot", displayScale: 2))
        XCTAssertTrue(first.cgImage === second.cgImage, "decoded once")
        try F.writeSolid(F.black, pixels: 8, to: folder.appendingPathComponent("dot@2x.png"))
        let reloaded = try XCTUnwrap(named("dot", displayScale: 2))
        XCTAssertEqual(reloaded.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(colour(reloaded), F.black)
    }

    /// UIKit searches only the folders it is given: with no host folders, the bundled
    /// `Playgrounds/Resources` image is not found; once the host gives them, it is.
    func testFindsThePlaygroundResourcesOnlyInTheHostsFolders() async throws {
        HostEnvironment.provideResourceFolders()
        let given = UIImage.resourceFolders
        defer { UIImage.resourceFolders = given }
        UIImage.resourceFolders = []
        XCTAssertNil(named("viewlab-badge", displayScale: 3), "UIKit decides no resource folder itself")
        UIImage.resourceFolders = given
        let folder = try XCTUnwrap(
            HostEnvironment.resourcesDirectory, "Playgrounds/Resources is found from the test's directory")
        XCTAssertEqual(folder.lastPathComponent, "Resources")
        let badge = try XCTUnwrap(named("viewlab-badge", displayScale: 3))
        XCTAssertEqual(badge.scale, 3)
        XCTAssertEqual(badge.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(named("viewlab-badge", displayScale: 2)?.scale, 2)
    }
}
