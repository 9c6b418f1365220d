import UIKit

extension PKCanvasView {
    /// The recognizer that turns a one-finger touch into a stroke: it begins on touch-down, samples
    /// each move in the canvas's content coordinates, and ends (adding the stroke) on lift-off.
    final class DrawingGestureRecognizer: UIGestureRecognizer {
        private weak var canvas: PKCanvasView?
        private var points: [PKStrokePoint] = []
        private var start: TimeInterval = 0

        init(canvas: PKCanvasView) {
            self.canvas = canvas
            super.init(target: nil, action: nil)
            cancelsTouchesInView = false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let canvas, canvas.drawsWithTouches, let touch = touches.first else {
                state = .failed
                return
            }
            start = touch.timestamp
            points = [sample(touch)]
            state = .began
            canvas.canvasDelegate?.canvasViewDidBeginUsingTool(canvas)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard state == .began || state == .changed, let touch = touches.first else { return }
            points.append(sample(touch))
            state = .changed
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            guard state == .began || state == .changed, let canvas else { return }
            if let touch = touches.first { points.append(sample(touch)) }
            state = .ended
            canvas.finish(points)
            points = []
            canvas.canvasDelegate?.canvasViewDidEndUsingTool(canvas)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            points = []
            state = .cancelled
            if let canvas { canvas.canvasDelegate?.canvasViewDidEndUsingTool(canvas) }
        }

        /// A sample of `touch` in the canvas's content coordinates, as wide as the tool's ink.
        private func sample(_ touch: UITouch) -> PKStrokePoint {
            let width = (canvas?.tool as? PKInkingTool)?.width ?? 1
            return PKStrokePoint(
                location: touch.location(in: canvas), timeOffset: touch.timestamp - start,
                size: CGSize(width: width, height: width), opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
        }
    }
}
