import Foundation
import SourceBridge
import ViewLabLive

/// Scenario 14: the source bridge on a large package — generated files in the style of an
/// open-source chart library (view subclasses with overrides, delegate protocols with optional
/// requirements, `@objc` extensions, `#selector` targets, renderers full of switches and
/// closures), about 24,000 lines in 120 files. ViewLab's figure is `SourceBridge.bridge` with the
/// questions `export --package` answers (UIKit class families); the floor is one swift-syntax
/// parse of the same files, interleaved. Both per thousand lines.
extension Bench {
    func bridgeSpeed() throws -> [Row] {
        let files = (0..<120).map { BridgedFile(path: "/pkg/Sources/Charts/File\($0).swift", text: Bench.chartLikeFile($0)) }
        let lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        let thousands = Double(lines) / 1000
        var statements = 0
        let run = try interleaved(floorBatch: {
            // Fresh values: the bridge caches a file's parse in the value it is given.
            let copies = files.map { BridgedFile(path: $0.path, text: $0.text) }
            return Stats.time { statements = SourceBridge.parseOnly(copies) } / thousands
        }, viewlab: {
            let copies = files.map { BridgedFile(path: $0.path, text: $0.text) }
            return try Stats.time {
                let output = SourceBridge.bridge(copies, superclassFamily: UIKitClassFamily.of, requiredInit: UIKitClassFamily.requiredInitializer)
                guard output.diagnostics.isEmpty, output.files.count == copies.count else {
                    throw ChildProcess.Failure(description: "the bridge refused the generated package: \(output.diagnostics.first.map(String.init(describing:)) ?? "")")
                }
            } / thousands
        })
        return [Row(scenario: "14", name: "source bridge, \(files.count) files / \(lines) lines, ms per 1,000 lines",
                    viewlab: Stats.median(run.viewlab), floor: Stats.median(run.floor), target: "≤3× one parse",
                    notes: "floor: one swift-syntax parse of the same files (\(statements) top-level statements)")]
    }

    /// One generated file of about 200 lines; `n` varies names so that files differ.
    static func chartLikeFile(_ n: Int) -> String {
        var text = """
            import UIKit

            @objc public protocol Chart\(n)Delegate: NSObjectProtocol {
                @objc optional func chartValueSelected(_ chart: Chart\(n)View, index: Int)
                @objc optional func chartDidScale(_ chart: Chart\(n)View, scaleX: CGFloat, scaleY: CGFloat)
            }

            public enum Chart\(n)Mode: Int { case linear, stepped, cubic, horizontal }

            open class Chart\(n)View: UIView {
                @objc open weak var delegate: Chart\(n)Delegate?
                open var values: [Double] = [] { didSet { setNeedsDisplay() } }
                open var mode: Chart\(n)Mode = .linear
                open var lineWidth: CGFloat = 2
                private var highlighted: Int?

                public override init(frame: CGRect) {
                    super.init(frame: frame)
                    initialize()
                }

                public required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    initialize()
                }

                private func initialize() {
                    backgroundColor = .clear
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                    addGestureRecognizer(tap)
                }

                @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
                    let point = recognizer.location(in: self)
                    let index = Int(point.x / max(1, bounds.width) * CGFloat(values.count))
                    highlighted = index
                    delegate?.chartValueSelected?(self, index: index)
                    setNeedsDisplay()
                }

                open override func layoutSubviews() {
                    super.layoutSubviews()
                    setNeedsDisplay()
                }

            """
        for k in 0..<6 {
            text += """

                    open func renderSeries\(k)(in context: CGContext, rect: CGRect) {
                        guard !values.isEmpty else { return }
                        let maximum = values.max() ?? 1
                        let step = rect.width / CGFloat(max(1, values.count - 1))
                        let path = UIBezierPath()
                        for (i, value) in values.enumerated() {
                            let point = CGPoint(x: rect.minX + CGFloat(i) * step, y: rect.maxY - CGFloat(value / maximum) * rect.height)
                            switch mode {
                            case .linear, .horizontal:
                                i == 0 ? path.move(to: point) : path.addLine(to: point)
                            case .stepped:
                                if i > 0 { path.addLine(to: CGPoint(x: point.x, y: path.currentPoint.y)) }
                                i == 0 ? path.move(to: point) : path.addLine(to: point)
                            case .cubic:
                                if i == 0 { path.move(to: point) } else {
                                    let previous = path.currentPoint
                                    path.addCurve(to: point, controlPoint1: CGPoint(x: (previous.x + point.x) / 2, y: previous.y),
                                                  controlPoint2: CGPoint(x: (previous.x + point.x) / 2, y: point.y))
                                }
                            }
                        }
                        context.saveGState()
                        context.setLineWidth(lineWidth + CGFloat(\(k)))
                        UIColor.systemBlue.withAlphaComponent(0.\(k + 3)).setStroke()
                        path.stroke()
                        context.restoreGState()
                        let labels = values.map { String(format: "%.1f", $0) }.filter { !$0.isEmpty }
                        _ = labels.sorted { $0.count < $1.count }
                    }

                """
        }
        text += """

                open override func draw(_ rect: CGRect) {
                    guard let context = UIGraphicsGetCurrentContext() else { return }
                    renderSeries0(in: context, rect: bounds.insetBy(dx: 8, dy: 8))
                    if let highlighted, highlighted < values.count {
                        UIColor.systemRed.setFill()
                        UIBezierPath(ovalIn: CGRect(x: CGFloat(highlighted) * 10, y: 10, width: 8, height: 8)).fill()
                    }
                }
            }

            extension Chart\(n)View {
                @objc open func animate(duration: TimeInterval) {
                    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                        self.alpha = 1
                    }, completion: nil)
                }

                @objc open var isEmpty: Bool { values.isEmpty }
            }

            """
        return text
    }
}
