import UIKit

/// Told when a canvas's drawing changes and when the user starts and stops drawing
/// (`PKCanvasViewDelegate`, a scroll view delegate too). Every method is optional.
@MainActor
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// Which touches draw on a canvas (`PKCanvasViewDrawingPolicy`). ViewLab's touches are fingers:
/// they draw unless the policy is `.pencilOnly`.
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
    case `default`, anyInput, pencilOnly
}
