import UIKit
import XCTest

/// A view with a settable intrinsic content size (what a control or label reports).
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat, color: UIColor = .systemBlue) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        backgroundColor = color
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack view whose traits say right-to-left (ViewLab screens are left-to-right).
final class RightToLeftStackView: UIStackView {
    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
    }
}

/// Whether two view lists hold the same views in the same order.
func same(_ a: [UIView], _ b: [UIView]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

@MainActor
extension XCTestCase {
    /// Frames compared with a small tolerance (fractions from divisions).
    func assertFrames(_ views: [UIView], _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(views.count, expected.count, file: file, line: line)
        for (i, (view, rect)) in zip(views, expected).enumerated() {
            let f = view.frame
            let close =
                abs(f.minX - rect.minX) < 0.01 && abs(f.minY - rect.minY) < 0.01
                && abs(f.width - rect.width) < 0.01 && abs(f.height - rect.height) < 0.01
            XCTAssertTrue(close, "view \(i): frame \(f) expected \(rect)", file: file, line: line)
        }
    }

    /// The three views used by most stack tests: intrinsic 40×20, 60×30, 50×10.
    func makeStack(
        _ axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize, spacing: CGFloat = 10,
        rightToLeft: Bool = false
    ) -> (UIStackView, [SizedView]) {
        let views = [
            SizedView(40, 20, color: .systemRed), SizedView(60, 30, color: .systemGreen),
            SizedView(50, 10, color: .systemBlue),
        ]
        let frame = CGRect(origin: .zero, size: size)
        let stack = rightToLeft ? RightToLeftStackView(frame: frame) : UIStackView(frame: frame)
        for v in views { stack.addArrangedSubview(v) }
        stack.axis = axis
        stack.spacing = spacing
        return (stack, views)
    }
}
