@_spi(ViewLab) import CoreGraphics
@testable import QuartzCore
import TestSupport
import XCTest

final class LayerCompositorRobustnessTests: XCTestCase {
    /// Hostile values render (as nothing, or clamped) without trapping.
    func testNonFiniteAndHugeValuesDoNotCrash() {
        let root = LayerTest.root(CGSize(width: 60, height: 60))
        let values: [(CALayer) -> Void] = [
            { $0.position = CGPoint(x: CGFloat.nan, y: 1) },
            { $0.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) },
            { $0.cornerRadius = .nan },
            {
                $0.cornerRadius = 1e300; $0.masksToBounds = true; $0.addSublayer(CALayer())
            },
            { $0.borderWidth = 1e300 },
            {
                $0.shadowOpacity = 1; $0.shadowRadius = 1e300
            },
            {
                $0.shadowOpacity = .nan; $0.shadowOffset = CGSize(width: CGFloat.infinity, height: 0)
            },
            {
                $0.shadowOpacity = 1; $0.shadowRadius = .nan
            },
            { $0.opacity = .nan },
            { $0.transform = CATransform3DMakeScale(0, 0, 1) },
            { $0.transform = CATransform3DMakeScale(.infinity, 1, 1) },
            {
                $0.contents = LayerTest.quadrantImage(width: 4, height: 4); $0.contentsScale = 0;
                $0.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            },
            {
                $0.contents = LayerTest.quadrantImage(width: 4, height: 4); $0.contentsGravity = .resizeAspect;
                $0.bounds.size = .zero
            },
            { $0.contents = "not an image" },
            {
                $0.shouldRasterize = true; $0.rasterizationScale = 1e9
            },
            {
                $0.shouldRasterize = true; $0.rasterizationScale = -.nan
            },
        ]
        for configure in values {
            let layer = LayerTest.layer(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
            configure(layer)
            root.sublayers = [layer]
            _ = LayerTest.render(root, size: root.bounds.size)
        }
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1e300, y: 1e300))
        shape.path = path
        shape.strokeColor = .red
        shape.lineWidth = .infinity
        shape.lineDashPattern = [NSNumber(value: Double.nan), -1]
        root.sublayers = [shape]
        _ = LayerTest.render(root, size: root.bounds.size)
    }
}
