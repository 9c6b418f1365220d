import PencilKit
import UIKit
import XCTest

/// PencilKit's canvas as a signature pad uses it: a finger dragged across the canvas adds one
/// stroke in the tool's ink (the delegate told when the tool is used and the drawing changes), the
/// canvas draws it, the eraser removes what it touches, and a drawing is a value that makes an
/// image and saves and reads itself (data that is not a drawing throws, as on iOS).
@MainActor
final class PKCanvasViewTests: XCTestCase {
    final class Recorder: NSObject, PKCanvasViewDelegate {
        var calls: [String] = []
        func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) { calls.append("begin") }
        func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { calls.append("change") }
        func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) { calls.append("end") }
    }

    private func canvasInWindow() -> (UIWindow, PKCanvasView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.backgroundColor = .white
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertTrue(canvas.isOpaque, "a canvas is opaque until made transparent")
        window.overrideUserInterfaceStyle = .light
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, canvas)
    }

    private func render(_ view: UIView) throws -> CGImage {
        view.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
            view.layer.render(in: context.cgContext)
        }
        return try XCTUnwrap(image.cgImage)
    }

    func testADragAddsAStrokeInTheToolsInkAndTheCanvasDrawsIt() async throws {
        let (window, canvas) = canvasInWindow()
        let recorder = Recorder()
        canvas.delegate = recorder
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.pen, color: .red, width: 6)
        window.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 260, y: 100))
        XCTAssertEqual(recorder.calls, ["begin", "change", "end"])
        XCTAssertEqual(canvas.drawing.strokes.count, 1)
        let stroke = try XCTUnwrap(canvas.drawing.strokes.first)
        XCTAssertEqual(stroke.ink.inkType, .pen)
        XCTAssertGreaterThan(stroke.path.count, 5, "sampled as the finger moved")
        XCTAssertEqual(canvas.drawing.bounds.minX, 37, accuracy: 0.5)
        XCTAssertEqual(canvas.drawing.bounds.height, 6, accuracy: 0.5)

        let pixels = try render(canvas)
        let scale = pixels.width / 300
        let onStroke = pixels.pixel(x: 150 * scale, y: 100 * scale),
            offStroke = pixels.pixel(x: 150 * scale, y: 120 * scale)
        XCTAssertGreaterThan(onStroke.red, 200)
        XCTAssertLessThan(onStroke.green, 60, "red ink where the finger went")
        XCTAssertEqual([offStroke.red, offStroke.green, offStroke.blue], [255, 255, 255], "the background elsewhere")
        XCTAssertFalse(canvas.panGestureRecognizer.state == .began, "one finger draws, it does not scroll")
    }

    func testTheEraserRemovesWhatItTouchesAndPencilOnlyDrawsNothing() async throws {
        let (window, canvas) = canvasInWindow()
        canvas.tool = PKInkingTool(.marker, color: .blue)
        window.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 120, y: 50))
        window.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 120, y: 150))
        XCTAssertEqual(canvas.drawing.strokes.count, 2)
        canvas.tool = PKEraserTool(.vector)
        window.drag(from: CGPoint(x: 70, y: 40), to: CGPoint(x: 70, y: 60))
        XCTAssertEqual(canvas.drawing.strokes.count, 1, "the stroke it crossed is gone")
        XCTAssertEqual(canvas.drawing.strokes.first.map { $0.renderBounds.midY } ?? 0, 150, accuracy: 1)
        canvas.drawingPolicy = .pencilOnly
        canvas.tool = PKInkingTool(.pen)
        window.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100))
        XCTAssertEqual(canvas.drawing.strokes.count, 1, "a finger does not draw with .pencilOnly")
        // The window's undo manager takes the erasure back, then the second stroke, and redoes.
        let undo = try XCTUnwrap(canvas.undoManager)
        XCTAssertTrue(undo === window.undoManager)
        undo.undo()
        XCTAssertEqual(canvas.drawing.strokes.count, 2, "the erased stroke is back")
        undo.undo()
        XCTAssertEqual(canvas.drawing.strokes.count, 1)
        undo.redo()
        XCTAssertEqual(canvas.drawing.strokes.count, 2)
        XCTAssertTrue(undo.canUndo)
    }

    func testADrawingIsAValueThatMakesImagesAndSavesItself() async throws {
        let (window, canvas) = canvasInWindow()
        window.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 200, y: 140))
        let drawing = canvas.drawing
        let saved = drawing.dataRepresentation()
        XCTAssertEqual(try PKDrawing(data: saved), drawing)
        let png = try XCTUnwrap(UIImage(systemName: "star")?.pngData())
        XCTAssertThrowsError(try PKDrawing(data: png), "a PNG is not a drawing")
        let image = drawing.image(from: drawing.bounds, scale: 2)
        XCTAssertEqual(image.size.width, drawing.bounds.width, accuracy: 0.01)
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cg.pixel(x: cg.width - 1, y: 0).alpha, 0, "transparent where there is no ink")
        XCTAssertGreaterThan(cg.pixel(x: cg.width / 2, y: cg.height / 2).alpha, 200, "ink along the stroke")
        XCTAssertEqual(
            PKInkingTool(.pen, color: .black, width: 500).width, PKInk.InkType.pen.validWidthRange.upperBound)
        XCTAssertTrue(PKDrawing().bounds.isEmpty)
        canvas.drawing = PKDrawing()
        XCTAssertTrue(canvas.drawing.strokes.isEmpty)
    }
}
