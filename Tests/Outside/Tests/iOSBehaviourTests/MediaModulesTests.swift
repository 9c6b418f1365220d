import AVFoundation
import CoreMedia
import PencilKit
import UIKit
import WebKit
import XCTest

/// `import AVFoundation`, `import CoreMedia` and Core Text's line API in a package that depends only
/// on ViewLab's `UIKit` product. Rules: (Apple, `AVMakeRect(aspectRatio:insideRect:)`) "a scaled
/// CGRect that maintains the aspect ratio specified by a CGSize within a bounding CGRect", centred;
/// (`CMTime`) times compare as rational numbers; (`CTFrameGetLineOrigins`) origins are "relative to
/// the origin of the path's bounding box", y up.
final class MediaModulesTests: XCTestCase {
    /// An image cropper's aspect-fit rectangle and a video scrubber's times.
    func testAspectFitRectanglesAndMediaTimesAsOnIOS() {
        let fitted = AVMakeRect(aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 300, height: 300))
        XCTAssertEqual(fitted, CGRect(x: 0, y: 37.5, width: 300, height: 225))
        XCTAssertEqual(CMTimeMake(value: 30, timescale: 60), CMTime(seconds: 0.5, preferredTimescale: 600))
        XCTAssertNil(AVCaptureDevice.default(for: .video), "no camera, as in the simulator")
    }

    /// A signature pad's canvas: an empty drawing has empty bounds (Apple, `PKDrawing.bounds`), and
    /// an inking tool's width is clamped to its ink's `validWidthRange`.
    @MainActor
    func testASignatureCanvasStartsEmpty() {
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        canvas.tool = PKInkingTool(.pen, color: .black, width: 0.1)
        XCTAssertTrue(canvas.drawing.bounds.isEmpty)
        XCTAssertEqual((canvas.tool as? PKInkingTool)?.width, PKInk.InkType.pen.validWidthRange.lowerBound)
        let web = WKWebView(frame: canvas.bounds, configuration: WKWebViewConfiguration())
        XCTAssertTrue(web.isOpaque, "a web view is an opaque page")
    }

    /// A "read more" label's line count with Core Text, against UIKit's own measurement.
    func testCoreTextLinesMatchUIKitsMeasurement() {
        let text = NSAttributedString(
            string: String(repeating: "Lines break where a label's do. ", count: 4),
            attributes: [.font: UIFont.systemFont(ofSize: 15)])
        let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 1000), transform: nil)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        let height = text.boundingRect(
            with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil
        ).height
        XCTAssertEqual(CGFloat(lines.count), (height / UIFont.systemFont(ofSize: 15).lineHeight).rounded())
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        XCTAssertGreaterThan(origins[0].y, origins[1].y, "y up: the first line is highest")
    }
}
