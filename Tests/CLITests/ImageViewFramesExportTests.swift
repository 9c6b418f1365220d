import ImageIO
import TestSupport
import XCTest

/// `UIImageView.animationImages` on the export's media clock: `viewlab export --package --time T`
/// shows the frame due at T (Apple: each of the frames shows for `animationDuration` ÷ count).
final class ImageViewFramesExportTests: XCTestCase {
    func testExportAtATimeShowsTheImageViewFrameDueThen() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-frames")
        let sources = package.appendingPathComponent("Sources/Frames")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Frames", targets: [.target(name: "Frames")])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        import Previews

        func solid(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in color.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8)) }
        }

        #Preview("Frames", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.animationImages = [solid(.red), solid(.green), solid(.blue)]
            view.animationDuration = 0.9
            view.startAnimating()
            return view
        }
        """.write(to: sources.appendingPathComponent("Frames.swift"), atomically: true, encoding: .utf8)
        var shown: [[UInt8]] = []
        for time in ["0.1", "0.5", "0.8"] {
            let out = try ViewLabBinary.temporaryDirectory()
            let result = try ViewLabBinary.run(["export", "--package", package.path, "--out", out.path, "--time", time])
            XCTAssertEqual(result.status, 0, result.stderr)
            let image = try PNGDecoder().decode(
                contentsOf: out.appendingPathComponent("Frames/Frames.light-portrait.png")
            ).image
            let p = image.pixel(x: 90, y: 90)
            shown.append([p.red, p.green, p.blue])
        }
        XCTAssertEqual(shown, [[255, 0, 0], [0, 255, 0], [0, 0, 255]], "red, then green, then blue, 0.3 s each")
    }
}
