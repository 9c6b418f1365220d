import UIKit

/// A scroll view that records and shows a drawing (`PKCanvasView`). A touch drawn across it with
/// an inking tool adds a stroke — sampled as the finger moves, in the tool's ink and width — and
/// tells the delegate (`canvasViewDidBeginUsingTool`, `canvasViewDrawingDidChange`,
/// `canvasViewDidEndUsingTool`); the eraser removes the strokes it touches; the lasso changes
/// nothing. Setting `drawing` shows it and tells the delegate too. Scrolling takes two fingers,
/// so one-finger touches draw (as with `.anyInput` on iOS).
///
/// A new canvas is opaque on the system background colour (a transparent one needs
/// `isOpaque = false` and `backgroundColor = .clear`, the widely reproduced recipe).
///
/// Differences from iOS: inks are drawn as smooth lines (no pencil grain, watercolour or
/// pressure); `.pencilOnly` draws nothing since every touch here is a finger.
open class PKCanvasView: UIScrollView {
    /// The drawing shown; setting it redraws the canvas and tells the delegate.
    open var drawing = PKDrawing() {
        didSet {
            inkView.setNeedsDisplay()
            canvasDelegate?.canvasViewDrawingDidChange(self)
        }
    }

    /// The tool touches use (default: a black pen).
    open var tool: PKTool = PKInkingTool(.pen, color: .black, width: 1)
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether a finger draws (deprecated on iOS 14 in favour of `drawingPolicy`).
    open var allowsFingerDrawing = true
    open var isRulerActive = false
    open var maximumZoomScaleForDrawing: CGFloat = 1
    /// Whether the canvas takes touches as drawing.
    open var drawingGestureRecognizer: UIGestureRecognizer { drawingRecognizer }
    /// The delegate, as a canvas delegate when it is one.
    var canvasDelegate: PKCanvasViewDelegate? { delegate as? PKCanvasViewDelegate }

    private let inkView = InkView()
    private lazy var drawingRecognizer = DrawingGestureRecognizer(canvas: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Opaque, on the system background, until told otherwise (a transparent canvas needs
        // `isOpaque = false` and a clear background, as on iOS).
        backgroundColor = .systemBackground
        isOpaque = true
        inkView.canvas = self
        inkView.isOpaque = false
        inkView.backgroundColor = .clear
        inkView.isUserInteractionEnabled = false
        addSubview(inkView)
        panGestureRecognizer.minimumNumberOfTouches = 2
        addGestureRecognizer(drawingRecognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = CGSize(
            width: max(contentSize.width, bounds.width), height: max(contentSize.height, bounds.height))
        inkView.frame = CGRect(origin: .zero, size: content)
    }

    /// Whether touches draw now.
    var drawsWithTouches: Bool { drawingPolicy != .pencilOnly && (allowsFingerDrawing || drawingPolicy == .anyInput) }

    /// Applies a finished stroke or erases along `points` with the current tool, undoably (the
    /// responder chain's undo manager undoes and redoes it, as on iOS).
    func finish(_ points: [PKStrokePoint]) {
        switch tool {
        case let inking as PKInkingTool:
            var changed = drawing
            changed.strokes.append(
                PKStroke(ink: inking.ink, path: PKStrokePath(controlPoints: points, creationDate: Date())))
            setDrawingUndoably(changed)
        case let eraser as PKEraserTool:
            let reach = eraser.width / 2
            let kept = drawing.strokes.filter { stroke in
                let reached = stroke.renderBounds.insetBy(dx: -reach, dy: -reach)
                return !points.contains { reached.contains($0.location) }
            }
            if kept.count != drawing.strokes.count { setDrawingUndoably(PKDrawing(strokes: kept)) }
        default:
            break
        }
    }

    /// Shows `new`, registering the way back with the undo manager (and back again when undone).
    private func setDrawingUndoably(_ new: PKDrawing) {
        let old = drawing
        undoManager?.registerUndo(withTarget: self) { canvas in canvas.setDrawingUndoably(old) }
        drawing = new
    }

    /// The view that draws the canvas's strokes above its background.
    private final class InkView: UIView {
        weak var canvas: PKCanvasView?

        override func draw(_ rect: CGRect) {
            guard let canvas, let context = UIGraphicsGetCurrentContext() else { return }
            canvas.drawing.draw(in: context)
        }
    }
}
