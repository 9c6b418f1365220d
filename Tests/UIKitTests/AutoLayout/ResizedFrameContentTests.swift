import UIKit
import XCTest

/// A frame-based view resized during the layout pass — a page a page view controller places, a
/// view a container frames in `layoutSubviews()` — has what is constrained inside it solved
/// against its new size, as on iOS (whose engine holds a frame-based view's current frame).
/// Before, content centred in such a view was solved at its old size (a page's label sat at the
/// page's top-left corner in an exported preview).
@MainActor
final class ResizedFrameContentTests: XCTestCase {
    /// A view that frames its one child in `layoutSubviews()` to its bounds inset by 10 pt.
    private final class Framer: UIView {
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            child.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    private func centred(in view: UIView) -> UIView {
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            marker.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        return marker
    }

    func testContentCentredInAChildFramedInLayoutSubviewsIsCentredInItsNewSize() async {
        let framer = Framer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let marker = centred(in: framer.child)
        framer.layoutIfNeeded()
        XCTAssertEqual(framer.child.frame, CGRect(x: 10, y: 10, width: 180, height: 80))
        XCTAssertEqual(marker.frame, CGRect(x: 85, y: 35, width: 10, height: 10))
        framer.frame.size = CGSize(width: 300, height: 200)
        framer.layoutIfNeeded()
        XCTAssertEqual(marker.frame, CGRect(x: 135, y: 85, width: 10, height: 10))
    }
}
