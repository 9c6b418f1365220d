import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of open-source components, in our own words, through the real `viewlab export --package`:
/// a `private` layer class nested in its view and used as `layerClass`, drawing through
/// `clip(to:mask:)` (KDCircularProgress's shape); a layer subclass with its own designated
/// initialiser and no `init()` (PieCharts's); `Darwin.round` and `NSEC_PER_SEC` in a file that
/// imports only Foundation; a view overriding the `CALayerDelegate` method `draw(_:in:)`
/// (MarqueeLabel's).
final class CorpusIdiomsExportTests: XCTestCase {
    static let gauge = """
        import UIKit

        public class Gauge: UIView {
            override public class var layerClass: AnyClass { GaugeLayer.self }

            override public init(frame: CGRect) {
                super.init(frame: frame)
                layer.setNeedsDisplay()
            }

            required public init?(coder: NSCoder) { super.init(coder: coder) }

            @objc func reset() { layer.setNeedsDisplay() }

            /// Draws the right half only, through a gray mask (white on the right).
            private class GaugeLayer: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { super.init(coder: coder) }

                @objc func tick() { setNeedsDisplay() }

                override func draw(in ctx: CGContext) {
                    let mask = CGContext(data: nil, width: 60, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
                    mask.setFillColor(gray: 1, alpha: 1)
                    mask.fill(CGRect(x: 30, y: 0, width: 30, height: 60))
                    ctx.clip(to: bounds, mask: mask.makeImage()!)
                    ctx.setFillColor(UIColor.systemGreen.cgColor)
                    ctx.fill(bounds)
                }
            }
        }

        /// A layer with its own designated initialiser and no `init()`.
        class SliceLayer: CALayer {
            let color: UIColor

            init(color: UIColor) {
                self.color = color
                super.init()
                setNeedsDisplay()
            }

            override init(layer: Any) {
                color = (layer as? SliceLayer)?.color ?? .clear
                super.init(layer: layer)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func draw(in ctx: CGContext) {
                ctx.setFillColor(color.cgColor)
                ctx.fill(bounds)
            }
        }

        """

    static let numbers = """
        import Foundation

        extension FloatingPoint {
            func truncate(_ fractions: Self) -> Self {
                return Darwin.round(self * fractions) / fractions
            }
        }

        func nanoseconds(_ seconds: Double) -> Int64 {
            Int64(seconds * Double(NSEC_PER_SEC))
        }

        """

    static let previews = """
        import UIKit

        /// Overrides the layer delegate method itself, as on iOS.
        final class Swatch: UIView {
            var ok = false

            override func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor((ok ? UIColor.systemGreen : UIColor.systemRed).cgColor)
                ctx.fill(layer.bounds)
            }
        }

        #Preview("Gauge", traits: .fixedLayout(width: 60, height: 60)) {
            let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            gauge.backgroundColor = .white
            return gauge
        }

        #Preview("Slice", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let slice = SliceLayer(color: .systemGreen)
            slice.frame = view.bounds
            view.layer.addSublayer(slice)
            return view
        }

        #Preview("Numbers", traits: .fixedLayout(width: 60, height: 60)) {
            let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            swatch.ok = 0.123456.truncate(100) == 0.12 && nanoseconds(0.5) == 500_000_000 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC
            swatch.layer.setNeedsDisplay()
            return swatch
        }

        """

    /// A multi-platform file (Pulsator's shape): the iOS branch of `#if os(iOS)` declares the
    /// colour type, and a `CAReplicatorLayer` subclass overrides `removeFromSuperlayer()`.
    static let dots = """
        #if os(iOS)
        import UIKit
        typealias PlatformColor = UIColor
        #elseif os(macOS)
        import Cocoa
        typealias PlatformColor = NSColor
        #endif

        open class Dots: CAReplicatorLayer {
            let dot = CALayer()

            override public init() {
                super.init()
                dot.frame = CGRect(x: 0, y: 25, width: 10, height: 10)
                dot.backgroundColor = PlatformColor.systemGreen.cgColor
                addSublayer(dot)
                instanceCount = 3
                instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            }

            override public init(layer: Any) { super.init(layer: layer) }

            required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            open override func removeFromSuperlayer() {
                dot.removeAllAnimations()
                super.removeFromSuperlayer()
            }
        }

        """

    static let dotsPreview = """
        import UIKit

        #Preview("Dots", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = .white
            let dots = Dots()
            dots.frame = view.bounds
            view.layer.addSublayer(dots)
            return view
        }

        """

    func testMultiPlatformReplicatorSubclassCompilesAndRenders() throws {
        let files = [
            "Dots.swift": CorpusIdiomsExportTests.dots, "DotsPreview.swift": CorpusIdiomsExportTests.dotsPreview,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-dots-pkg", out: "viewlab-dots-out", name: "Dots", targets: ["Dots": files])
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = out.appendingPathComponent("DotsPreview/Dots.light-portrait.png")
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        for x in [5, 25, 45] { XCTAssertEqual(try colour(shot, x: x, y: 30), green, "copy at x = \(x)") }
        XCTAssertEqual(try colour(shot, x: 15, y: 30), white, "between the copies")
    }

    /// A designable scroll-view chart (ScrollableGraphView's shape): it builds its drawing view and
    /// a `CAShapeLayer` line in its first `layoutSubviews()`, sets `contentSize`/`contentOffset`
    /// there, and its `prepareForInterfaceBuilder()` swaps the data source for design-time data.
    static let chart = """
        import UIKit

        public protocol ChartData: AnyObject { func values() -> [CGFloat] }

        @IBDesignable open class Chart: UIScrollView {
            public weak var data: ChartData?
            private var built = false

            public init(frame: CGRect, data: ChartData) {
                self.data = data
                super.init(frame: frame)
            }

            required public init?(coder: NSCoder) { super.init(coder: coder) }

            /// Interface Builder only: no real data at design time.
            open override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                data = self as? ChartData
            }

            open override func layoutSubviews() {
                super.layoutSubviews()
                guard !built, let values = data?.values(), !values.isEmpty else { return }
                built = true
                contentSize = CGSize(width: bounds.width * 2, height: bounds.height)
                contentOffset.x = 0
                let plot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
                plot.backgroundColor = .white
                addSubview(plot)
                let line = CAShapeLayer()
                line.frame = plot.bounds
                line.strokeColor = UIColor.systemBlue.cgColor
                line.lineWidth = 10
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: values[0]))
                path.addLine(to: CGPoint(x: bounds.width, y: values[1]))
                line.path = path.cgPath
                plot.layer.addSublayer(line)
            }
        }

        final class Flat: ChartData {
            func values() -> [CGFloat] { [30, 30] }
        }
        let flat = Flat()

        #Preview("Chart", traits: .fixedLayout(width: 60, height: 60)) {
            Chart(frame: CGRect(x: 0, y: 0, width: 60, height: 60), data: flat)
        }

        """

    /// A preview body builds its views in code, so an `@IBDesignable` view in it does not get
    /// `prepareForInterfaceBuilder()` (Interface Builder did not instantiate it): the chart keeps
    /// its data source and draws its line.
    func testDesignableScrollViewChartKeepsItsDataInAPreview() throws {
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-chart-pkg", out: "viewlab-chart-out", name: "Chart",
            targets: ["Chart": ["Chart.swift": CorpusIdiomsExportTests.chart]])
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = out.appendingPathComponent("Chart/Chart.light-portrait.png")
        XCTAssertEqual(try colour(shot, x: 30, y: 30), [0x00, 0x7A, 0xFF], "the line (systemBlue) across the middle")
        XCTAssertEqual(try colour(shot, x: 30, y: 10), [255, 255, 255], "the plot's white background above it")
    }

    /// A marquee (MarqueeLabel's shape): the scroll starts when the view enters a window
    /// (`didMoveToWindow()`), a linear `position.x` animation from 5 to 45 over 2 s.
    static let marquee = """
        import UIKit

        final class Marquee: UIView {
            let bar = CALayer()

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 60)
                bar.position = CGPoint(x: 45, y: 30)
                bar.backgroundColor = UIColor.systemGreen.cgColor
                layer.addSublayer(bar)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard window != nil else { return }
                let scroll = CABasicAnimation(keyPath: "position.x")
                scroll.fromValue = 5
                scroll.toValue = 45
                scroll.duration = 2
                bar.add(scroll, forKey: "scroll")
            }
        }

        #Preview("Marquee", traits: .fixedLayout(width: 60, height: 60)) {
            Marquee(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        """

    /// `export --time T` shows a fixed-layout preview T seconds after it entered its window: it is
    /// hosted at 0, so an animation that `didMoveToWindow()` starts is half-way at T = 1.
    func testFixedLayoutPreviewEntersItsWindowAtZero() throws {
        let shot = try exportOneSecondIn("Marquee", source: CorpusIdiomsExportTests.marquee, preview: "Marquee")
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(try colour(shot, x: 25, y: 30), green, "half-way: the bar is centred at x = 25")
        XCTAssertEqual(try colour(shot, x: 5, y: 30), white, "not at its start (the scroll began at 0, not at T)")
        XCTAssertEqual(try colour(shot, x: 45, y: 30), white, "not at its end")
    }

    /// A progress bar layer as tutorials write one: the animated key is `@NSManaged`, the colour a
    /// stored property that `init(layer:)` copies into Core Animation's shadow copies, and the only
    /// other initialiser is `init(tint:)` (so the class has no usable `init()`, as on iOS). Its
    /// presentation copies are made with its `init(layer:)`: half-way through the fill, the bar's
    /// left half is drawn in the copied green.
    static let tintBar = """
        import UIKit

        final class TintBar: CALayer {
            @NSManaged var progress: CGFloat
            let tint: UIColor

            init(tint: UIColor) {
                self.tint = tint
                super.init()
                progress = 1
                setNeedsDisplay()
            }

            override init(layer: Any) {
                tint = (layer as? TintBar)?.tint ?? .systemRed
                super.init(layer: layer)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }

            override func draw(in ctx: CGContext) {
                ctx.setFillColor(tint.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
            }
        }

        final class Progress: UIView {
            let bar = TintBar(tint: .systemGreen)

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                bar.frame = bounds
                layer.addSublayer(bar)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard window != nil else { return }
                let fill = CABasicAnimation(keyPath: "progress")
                fill.fromValue = 0
                fill.toValue = 1
                fill.duration = 2
                bar.add(fill, forKey: "fill")
            }
        }

        #Preview("Progress", traits: .fixedLayout(width: 60, height: 60)) {
            Progress(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        """

    func testPresentationCopiesAreMadeWithTheLayersInitLayer() throws {
        let shot = try exportOneSecondIn("TintBar", source: CorpusIdiomsExportTests.tintBar, preview: "Progress")
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(try colour(shot, x: 15, y: 30), green, "half filled, in the tint init(layer:) copied")
        XCTAssertEqual(try colour(shot, x: 45, y: 30), white, "not filled yet")
    }

    /// Exports the package of one target `name` with one file, `source`, at `--time 1`; returns the
    /// light portrait PNG of its preview `preview`.
    func exportOneSecondIn(_ name: String, source: String, preview: String) throws -> URL {
        let package = try LiveFixtures.package(
            "viewlab-\(name.lowercased())-pkg", name: name, targets: [name: ["\(name).swift": source]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-\(name.lowercased())-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--time", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        return out.appendingPathComponent("\(name)/\(preview).light-portrait.png")
    }

    func testComponentIdiomsCompileAndRender() throws {
        let files = [
            "Gauge.swift": CorpusIdiomsExportTests.gauge, "Numbers.swift": CorpusIdiomsExportTests.numbers,
            "Previews.swift": CorpusIdiomsExportTests.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-idioms-pkg", out: "viewlab-idioms-out", name: "Idioms", targets: ["Idioms": files])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 3 PNGs, 0 failed"), result.stdout + result.stderr)
        func shot(_ name: String) -> URL { out.appendingPathComponent("Previews/\(name).light-portrait.png") }
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(try colour(shot("Gauge"), x: 15, y: 30), white, "masked out by the black half")
        XCTAssertEqual(try colour(shot("Gauge"), x: 45, y: 30), green, "drawn through the white half")
        XCTAssertEqual(try colour(shot("Slice"), x: 30, y: 30), green)
        XCTAssertEqual(
            try colour(shot("Numbers"), x: 30, y: 30), green, "Darwin.round, NSEC_PER_SEC and the draw(_:in:) override")
    }
}
