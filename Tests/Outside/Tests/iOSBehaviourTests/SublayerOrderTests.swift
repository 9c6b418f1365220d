import PixelReading
import UIKit
import XCTest

/// A view's subviews are sublayers of its layer, in one list with the sublayers added directly
/// (a gradient scrim, a shape layer). Every hierarchy call places the subview's **layer** among all
/// the sublayers, and `subviews` is read back in sublayer order.
///
/// Rules and sources: Apple, UIView `layer` ("The view's Core Animation layer to use for rendering
/// … The view is the layer's delegate"); CALayer `addSublayer(_:)` ("Appends the layer to the
/// layer's list of sublayers"); Stack Overflow question 53624534 ("UIView insertSubview atIndex to
/// move a subview odd behaviour": with an extra highlight layer in the superview's layer,
/// `insertSubview(_:at: 1)` lands at subview index 0 — the index counts sublayers); Stack Overflow
/// "CAGradientLayer send to back" (`sendSubviewToBack` puts the view behind a gradient inserted at
/// sublayer index 0; answer: order `v.layer` among the sublayers with layer calls).
final class SublayerOrderTests: XCTestCase {
    func named(_ tag: Int) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = tag
        return view
    }

    /// The card idiom: image, gradient scrim over the image, title over the scrim.
    func test_addSubview_appendsTheLayerAboveEveryRawSublayer_theScrimShowsBetweenImageAndTitle() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let imageView = UIView(frame: card.bounds)
        imageView.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [UIColor.black.withAlphaComponent(0.5).cgColor, UIColor.black.withAlphaComponent(0.5).cgColor]
        let titleLabel = UIView(frame: CGRect(x: 0, y: 30, width: 20, height: 10))
        titleLabel.backgroundColor = .white

        card.addSubview(imageView)
        card.layer.addSublayer(gradient)
        card.addSubview(titleLabel)

        XCTAssertTrue(card.layer.sublayers?.elementsEqual([imageView.layer, gradient, titleLabel.layer], by: ===) == true,
                      "iOS keeps insertion order: \(String(describing: card.layer.sublayers))")
        XCTAssertEqual(card.subviews, [imageView, titleLabel])
        let image = Pixels.image(of: card.layer, bounds: card.bounds)
        let scrimmed = Pixels.at(image, 30, 5)
        XCTAssertEqual(scrimmed.b, 128, accuracy: 2, "the scrim darkens the image")
        XCTAssertEqual(scrimmed.a, 255)
        let title = Pixels.at(image, 5, 35)
        XCTAssertEqual([title.r, title.g, title.b], [255, 255, 255], "the title is above the scrim")
    }

    func test_insertSubviewAtIndex_countsTheRawSublayers() {
        // Stack Overflow 53624534: subviews A B C D and a highlight layer at the bottom; moving C to
        // index 1 puts it first among the subviews.
        let parent = UIView()
        let highlight = CALayer()
        let (a, b, c, d) = (named(1), named(2), named(3), named(4))
        for view in [a, b, c, d] { parent.addSubview(view) }
        parent.layer.insertSublayer(highlight, at: 0)
        parent.insertSubview(c, at: 1)
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 1, 2, 4])
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([highlight, c.layer, a.layer, b.layer, d.layer], by: ===) == true)
        // Without raw sublayers the index is the subview index.
        let plain = UIView()
        for view in [named(1), named(2), named(3)] { plain.addSubview(view) }
        plain.insertSubview(named(9), at: 1)
        XCTAssertEqual(plain.subviews.map(\.tag), [1, 9, 2, 3])
        plain.insertSubview(named(8), at: 99)
        XCTAssertEqual(plain.subviews.last?.tag, 8, "an index past the end appends")
    }

    func test_insertSubviewAboveAndBelow_placeTheLayerNextToTheSiblingsLayer() {
        let parent = UIView()
        let scrim = CALayer()
        let (a, b, c, d) = (named(1), named(2), named(3), named(4))
        parent.addSubview(a)
        parent.layer.addSublayer(scrim)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        parent.insertSubview(d, belowSubview: b)
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([a.layer, c.layer, scrim, d.layer, b.layer], by: ===) == true)
        XCTAssertEqual(parent.subviews.map(\.tag), [1, 3, 4, 2])
    }

    func test_bringSubviewToFront_putsTheLayerAboveAllSublayers() {
        let parent = UIView()
        let badge = CAShapeLayer()
        let (a, b) = (named(1), named(2))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(badge)
        parent.bringSubviewToFront(a)
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([b.layer, badge, a.layer], by: ===) == true)
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 1])
    }

    func test_sendSubviewToBack_putsTheLayerBelowAGradientAtIndexZero() {
        let parent = UIView()
        let gradient = CAGradientLayer()
        let (a, b) = (named(1), named(2))
        parent.layer.insertSublayer(gradient, at: 0)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.sendSubviewToBack(b)
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([b.layer, gradient, a.layer], by: ===) == true)
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 1])
    }

    func test_exchangeSubview_swapsTheTwoLayersAndLeavesRawSublayersInPlace() {
        let parent = UIView()
        let scrim = CALayer()
        let (a, b, c) = (named(1), named(2), named(3))
        parent.addSubview(a)
        parent.layer.addSublayer(scrim)
        parent.addSubview(b)
        parent.addSubview(c)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([c.layer, scrim, b.layer, a.layer], by: ===) == true)
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 2, 1])
    }

    func test_removeFromSuperview_removesOnlyTheViewsLayer() {
        let parent = UIView()
        let scrim = CALayer()
        let (a, b) = (named(1), named(2))
        parent.addSubview(a)
        parent.layer.addSublayer(scrim)
        parent.addSubview(b)
        a.removeFromSuperview()
        XCTAssertNil(a.layer.superlayer)
        XCTAssertTrue(parent.layer.sublayers?.elementsEqual([scrim, b.layer], by: ===) == true)
        XCTAssertEqual(parent.subviews, [b])
    }

    func test_subviews_followTheSublayerOrder_whenLayerCallsReorderViewLayers() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let (a, b, c) = (named(1), named(2), named(3))
        for view in [a, b, c] { parent.addSubview(view) }
        parent.layer.insertSublayer(c.layer, below: a.layer)
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 1, 2])
        parent.layer.sublayers = [b.layer, CALayer(), a.layer, c.layer]
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 1, 3])
        // Hit-testing follows: the topmost subview answers.
        XCTAssertTrue(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === c)
    }
}
