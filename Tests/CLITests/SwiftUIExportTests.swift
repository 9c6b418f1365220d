import ImageIO
import TestSupport
import XCTest

/// SwiftUI previews of UIKit views in a user's package, exported by the real `viewlab export
/// --package`: a `PreviewProvider` (found by its conformance, as Xcode finds it, sized by its
/// `previewLayout`, named by its `previewDisplayName`) wrapping a custom view in the learner's
/// `UIViewPreview` representable, a `#Preview` of a SwiftUI stack, and one preview that traps —
/// reported alone, the others still exported.
final class SwiftUIExportTests: XCTestCase {
    private func package() throws -> URL {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-swiftui")
        let sources = package.appendingPathComponent("Sources/Cards")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Cards", platforms: [.iOS(.v15)], targets: [.target(name: "Cards")])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import UIKit

        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(bounds)
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }

        struct UIViewPreview<View: UIView>: UIViewRepresentable {
            let view: View
            init(_ builder: @escaping () -> View) { view = builder() }
            func makeUIView(context: Context) -> UIView { view }
            func updateUIView(_ view: UIView, context: Context) {}
        }

        #if DEBUG || true
        struct Swatch_Previews: PreviewProvider {
            static var previews: some View {
                UIViewPreview { Swatch() }
                    .previewLayout(.fixed(width: 100, height: 60))
                    .previewDisplayName("Red swatch")
            }
        }
        #endif

        struct Broken: View {
            var body: some View {
                let missing: Int? = nil
                return Text("\\(missing!)")
            }
        }

        #Preview("Stack") {
            VStack {
                Color.green.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20)
            }
        }

        #Preview("Broken") { Broken() }
        """.write(to: sources.appendingPathComponent("Swatch.swift"), atomically: true, encoding: .utf8)
        return package
    }

    func testAPreviewProviderAndASwiftUIPreviewRenderThroughAHostingControllerAndABadOneFailsAlone() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(["export", "--package", try package().path, "--out", out.path])
        XCTAssertTrue(result.stderr.contains("Swatch/Broken"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Unexpectedly found nil"), "the trap is reported: \(result.stderr)")

        let swatch = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("Swatch/Red swatch.light-portrait.png")
        ).image
        XCTAssertEqual(swatch.width, 300, "previewLayout(.fixed(width: 100, height: 60)) at 3x")
        XCTAssertEqual(swatch.height, 180)
        let scale = swatch.width / 100
        func rgb(_ image: CGImage, _ x: Int, _ y: Int, _ scale: Int) -> [UInt8] {
            let p = image.pixel(x: x * scale, y: y * scale)
            return [p.red, p.green, p.blue]
        }
        XCTAssertEqual(rgb(swatch, 50, 30, scale), [255, 0, 0], "the representable's view fills the preview and draws")
        XCTAssertEqual(rgb(swatch, 5, 5, scale), [0, 0, 255], "from the top-left corner")

        let stack = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("Swatch/Stack.light-portrait.png"))
            .image
        let points = stack.width / 393
        // a 40×48 stack centred on the iPhone 15 screen (393×852): green above, 8 points, blue below
        XCTAssertEqual(rgb(stack, 196, 426 - 24 + 10, points), [52, 199, 89], "systemGreen")
        XCTAssertEqual(rgb(stack, 196, 426 - 24 + 24, points), [255, 255, 255], "the stack's spacing")
        XCTAssertEqual(rgb(stack, 196, 426 - 24 + 38, points), [0, 122, 255], "systemBlue")
    }
}
